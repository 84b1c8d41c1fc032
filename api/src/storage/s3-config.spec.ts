import { s3ConfigFromEnv } from './s3-config';
import { S3ObjectStorage } from './s3-storage';

describe('s3ConfigFromEnv', () => {
  const base = { S3_BUCKET: 'akiya', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('is null without S3_BUCKET and lists what is missing with it', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'x' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not/);
    expect(() => s3ConfigFromEnv({ ...base, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT must be an http/);
  });

  it('defaults the region and the public URL for path-style and virtual-hosted buckets', () => {
    expect(s3ConfigFromEnv(base)).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', pathStyle: true, publicUrl: 'http://127.0.0.1:9000/akiya/public' });
    expect(s3ConfigFromEnv({ ...base, S3_ENDPOINT: 'https://s3.example', S3_PATH_STYLE: '0' })?.publicUrl).toBe('https://akiya.s3.example/public');
  });

  it('builds encoded public URLs and refuses unsafe keys', () => {
    const storage = new S3ObjectStorage({ ...s3ConfigFromEnv(base)!, publicUrl: 'https://cdn.example/photos/' });
    try {
      expect(storage.publicUrl('properties/1/a-card.jpg')).toBe('https://cdn.example/photos/properties/1/a-card.jpg');
      expect(storage.objectKey('originals/x.png', 'private')).toBe('private/originals/x.png');
      expect(() => storage.publicUrl('a/../b')).toThrow(/unsafe/);
    } finally {
      storage.close();
    }
  });
});
