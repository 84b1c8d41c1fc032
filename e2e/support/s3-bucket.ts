import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** The settings of a site (and of scripts/remote.mjs) that deploys remotes to `bucket` on a local s3rver. */
export function s3Env(port: number, bucket: string, corsOrigins: number[]) {
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    REMOTES_S3_BUCKET: bucket,
    REMOTES_CORS_ORIGINS: corsOrigins.map((p) => `http://127.0.0.1:${p}`).join(', '),
  };
}

/** An s3rver on `port` keeping its files in `directory`, with `bucket` created. */
export async function startS3(port: number, directory: string, bucket: string): Promise<S3rver> {
  mkdirSync(directory, { recursive: true });
  const s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3.run();
  return s3;
}
