import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PHOTO_WEBP_WIDTHS, type PhotoWebpWidth } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { toErrorBody } from '../http/api-exception.filter';
import { TaskQueue } from '../posting/photo-processor';

/** WebP quality of the copies: about half the bytes of the JPEG at the same width, no visible loss on photos. */
export const WEBP_QUALITY = 72;
/** Like the uploads they are made from (photo keys are random, the seed's are not): a day. */
export const WEBP_CACHE_CONTROL = 'public, max-age=86400';
const SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'JPG', 'JPEG', 'PNG'];

export interface WebpCopiesOptions {
  /** The public uploads folder (served at /uploads/). */
  uploadsDir: string;
  /** Where the copies are kept (`<DATA_DIR>/cache/img`). */
  cacheDir: string;
  /** Copies made at once (the others wait): the photo work of the instance stays bounded. */
  concurrency?: number;
}

/** `properties/296/1` from `properties/296/1.webp`; null for anything that is not a plain relative path. */
export function copyStem(rest: string): string | null {
  const match = /^((?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\.webp$/i.exec(rest);
  return match ? match[1] : null;
}

function within(root: string, file: string): boolean {
  const r = resolve(root);
  return resolve(file).startsWith(r + sep);
}

/**
 * Makes and serves WebP copies of the site's photos (contracts/photos.ts): `GET /img/<width>/<path>.webp`
 * answers the photo `/uploads/<path>.jpg` (or .jpeg, .png) at that width (one of
 * PHOTO_WEBP_WIDTHS, never enlarged). A copy is made on its first request and kept on disk (made
 * again when the photo is newer); two requests for the same copy share one conversion; at most
 * `concurrency` conversions run at once. Every other width, path or a missing photo is a 404.
 */
export class WebpCopies {
  private readonly queue: TaskQueue;
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: WebpCopiesOptions) {
    this.queue = new TaskQueue(options.concurrency ?? 1);
  }

  /** The copy's bytes, or null when there is no such photo (or width). */
  async copy(width: number, rest: string): Promise<Buffer | null> {
    if (!(PHOTO_WEBP_WIDTHS as readonly number[]).includes(width)) return null;
    const stem = copyStem(rest);
    if (stem === null) return null;
    const source = await this.source(stem);
    if (source === null) return null;
    const target = join(this.options.cacheDir, String(width), `${stem}.webp`);
    if (!within(this.options.cacheDir, target)) return null;
    const kept = await stat(target).catch(() => null);
    if (kept && kept.mtimeMs >= source.mtimeMs) return readFile(target);
    const key = `${width}/${stem}`;
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.queue.run(() => this.make(source.file, target, width as PhotoWebpWidth)).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private async source(stem: string): Promise<{ file: string; mtimeMs: number } | null> {
    for (const ext of SOURCE_EXTENSIONS) {
      const file = join(this.options.uploadsDir, `${stem}.${ext}`);
      if (!within(this.options.uploadsDir, file)) return null;
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return { file, mtimeMs: info.mtimeMs };
    }
    return null;
  }

  private async make(file: string, target: string, width: PhotoWebpWidth): Promise<Buffer> {
    const body = await sharp(file, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    // Written beside and renamed: a reader (this or another instance) never sees half a file.
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch {
      await rm(temporary, { force: true });
    }
    return body;
  }
}

/** The API's own 404 answer (its error shape and message, http/api-exception.filter.ts). */
async function notFound(reply: FastifyReply): Promise<void> {
  await reply.status(404).header('content-type', 'application/json; charset=utf-8').send(toErrorBody({ statusCode: 404 }));
}

/** Registers `GET /img/:width/*` (see WebpCopies). */
export function registerWebpCopies(fastify: FastifyInstance, copies: WebpCopies): void {
  fastify.get('/img/:width/*', async (request, reply) => {
    const params = request.params as { width: string; '*': string };
    const width = /^[0-9]{1,4}$/.test(params.width) ? Number(params.width) : 0;
    let body: Buffer | null = null;
    try {
      body = await copies.copy(width, params['*'] ?? '');
    } catch {
      // A photo sharp cannot read: no copy (the page shows the photo itself).
      body = null;
    }
    if (body === null) return notFound(reply);
    await reply
      .header('content-type', 'image/webp')
      .header('cache-control', WEBP_CACHE_CONTROL)
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
