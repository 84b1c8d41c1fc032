import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound } from '@aws-sdk/client-s3';
import type { PostingDetail, PostingResponse } from '@akiya/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import { OBJECT_STORAGE } from '../src/storage/object-storage';
import { S3ObjectStorage } from '../src/storage/s3-storage';
import { s3ConfigFromEnv, type S3Config } from '../src/storage/s3-config';
import { login, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The S3 storage path against a real S3-compatible server (s3rver, in this process, on a free
 * loopback port): the AWS SDK signs and sends; public objects are readable at their public URL,
 * originals live under private/ and are not reachable through the public URL; deletes remove them.
 */

const BUCKET = 'akiya-test';

describe('S3 object storage (s3rver)', () => {
  let server: S3rver;
  let dir: string;
  let env: Record<string, string>;
  let config: S3Config;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'akiya-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, vhostBuckets: false, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'ap-northeast-1',
    };
    config = s3ConfigFromEnv(env)!;
    storage = new S3ObjectStorage(config);
  });
  afterAll(async () => {
    storage?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const exists = async (key: string) => {
    try {
      await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  };

  it('uploads a public object readable at its public URL, a private one not reachable there, and deletes both', async () => {
    const jpeg = Buffer.from('public bytes');
    await storage.put('properties/1/ab12-card.jpg', jpeg, { contentType: 'image/jpeg', visibility: 'public' });
    const url = storage.publicUrl('properties/1/ab12-card.jpg');
    expect(url).toBe(`${config.endpoint}/${BUCKET}/public/properties/1/ab12-card.jpg`);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(jpeg);

    await storage.put('originals/ab12.png', Buffer.from('original bytes'), { contentType: 'application/octet-stream', visibility: 'private' });
    expect(await exists('private/originals/ab12.png')).toBe(true);
    expect((await fetch(storage.publicUrl('originals/ab12.png'))).status).toBe(404);
    const original = await storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'private/originals/ab12.png' }));
    expect(original.CacheControl).toBe('private, no-store');
    expect(await original.Body!.transformToString()).toBe('original bytes');

    await storage.delete('properties/1/ab12-card.jpg', 'public');
    await storage.delete('originals/ab12.png', 'private');
    expect((await fetch(url)).status).toBe(404);
    expect(await exists('private/originals/ab12.png')).toBe(false);
    await expect(storage.delete('originals/never-there.png', 'private')).resolves.toBeUndefined();
    expect(() => storage.publicUrl('../etc/passwd')).toThrow(/unsafe/);
  });

  it('stores the photos of a posted listing in the bucket: sizes public, original private', async () => {
    const db: TestDatabase = await createTestDatabase('sqlite');
    let t: TestApp | undefined;
    try {
      t = await startTestApp(db, { RATE_LIMIT_ENABLED: '0', ...env });
      expect(t.app.get(OBJECT_STORAGE).kind).toBe('s3');
      await seedAccounts(t);
      const seller = new Browser(t.app);
      await login(seller, 'seller@example.jp');
      const categoryId = await postableCategoryId(t.dataSource);
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } }).png().toBuffer();
      const res = await seller.request('POST', '/api/post', undefined, {
        raw: postingMultipart(validPostingFields(categoryId, 'バケットの古民家'), [{ filename: 'a.png', content: photo }]),
      });
      expect(res.statusCode).toBe(200);
      const { id } = res.json<PostingResponse>();
      const detail = (await seller.get(`/api/post/${id}`)).json<PostingDetail>();
      expect(detail.images).toHaveLength(1);
      const image = detail.images[0];
      for (const path of [image.card_path ?? '', image.path, image.full_path ?? '']) {
        expect(path.startsWith(`${config.endpoint}/${BUCKET}/public/`)).toBe(true);
        const got = await fetch(path);
        expect(got.status).toBe(200);
        expect(got.headers.get('content-type')).toBe('image/jpeg');
      }
      const originals: { original_key: string }[] = await t.dataSource.query('SELECT f.original_key FROM property_image_files f JOIN property_images i ON i.id = f.image_id WHERE i.property_id = ?', [id]);
      expect(originals).toHaveLength(1);
      expect(await exists(`private/${originals[0].original_key}`)).toBe(true);
      expect((await fetch(storage.publicUrl(originals[0].original_key))).status).toBe(404);
    } finally {
      await t?.close();
      await db.drop();
    }
  });
});
