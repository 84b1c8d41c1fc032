// The bucket deploy target of `npm run remote -- deploy` (docs/remotes.md, "Deploy targets"): with
// REMOTES_S3_BUCKET set, every file of the version folder (the browser build and server/) is also
// put under <REMOTES_S3_BUCKET>/<name>/<version>/ of an S3-compatible store, immutable, and the
// version's record names its public base URL, REMOTES_PUBLIC_URL/<name>/<version>/ (default
// <S3_ENDPOINT>/<bucket>, path style). The connection settings are the app's: S3_ENDPOINT,
// S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PATH_STYLE.
// Browsers on the site's origin fetch the remote's mf-manifest.json (and its chunks) from the bucket's
// origin, so every deploy also sets the bucket's CORS (PutBucketCors): GET and HEAD from the origins
// REMOTES_CORS_ORIGINS lists (comma-separated; default PUBLIC_URL's origin; `none`: leave the bucket's
// CORS alone, for an operator who manages it, e.g. on a CDN).
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The bucket target from the environment, or null (the local folder only). Missing settings throw. */
export function bucketTarget(env = process.env) {
  const v = (name) => (env[name] ?? '').trim();
  const bucket = v('REMOTES_S3_BUCKET');
  if (!bucket) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !v(n));
  if (missing.length > 0) throw new Error(`REMOTES_S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  const endpoint = v('S3_ENDPOINT').replace(/\/$/, '');
  const pathStyle = v('S3_PATH_STYLE') !== '0';
  const publicUrl = (v('REMOTES_PUBLIC_URL') || (pathStyle ? `${endpoint}/${bucket}` : endpoint.replace('://', `://${bucket}.`))).replace(/\/$/, '');
  return {
    bucket,
    publicUrl,
    corsOrigins: corsOrigins(env),
    client: {
      endpoint,
      region: v('S3_REGION') || 'us-east-1',
      forcePathStyle: pathStyle,
      credentials: { accessKeyId: v('S3_ACCESS_KEY_ID'), secretAccessKey: v('S3_SECRET_ACCESS_KEY') },
    },
  };
}

/**
 * The origins the bucket lets read its objects cross-origin: REMOTES_CORS_ORIGINS, else PUBLIC_URL's
 * origin; [] for `none` or when neither is set (the bucket's CORS is then left as it is).
 */
export function corsOrigins(env = process.env) {
  const listed = (env.REMOTES_CORS_ORIGINS ?? '').trim();
  if (listed.toLowerCase() === 'none') return [];
  const raw = listed ? listed.split(',').map((o) => o.trim()).filter(Boolean) : [(env.PUBLIC_URL ?? '').trim()].filter(Boolean);
  return raw.map((o) => {
    if (o === '*') return o;
    let url;
    try {
      url = new URL(o);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`REMOTES_CORS_ORIGINS / PUBLIC_URL: "${o}" is not an http(s) origin`);
    return url.origin;
  });
}

/** The CORS rule every deploy puts on the bucket: GET and HEAD from `origins`. */
export function corsRules(origins) {
  return [{ AllowedOrigins: origins, AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }];
}

function filesOf(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(p));
    else out.push(p);
  }
  return out;
}

/**
 * Puts the version folder under <name>/<version>/ and returns its public base URL (ends with `/`).
 * Objects already there are left alone (a version never changes; an interrupted upload is completed).
 */
export async function uploadVersion(target, name, version, folder) {
  const { S3Client, PutObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const s3 = new S3Client(target.client);
  try {
    if (target.corsOrigins?.length > 0) {
      const { PutBucketCorsCommand } = await import('@aws-sdk/client-s3');
      await s3.send(new PutBucketCorsCommand({ Bucket: target.bucket, CORSConfiguration: { CORSRules: corsRules(target.corsOrigins) } }));
    }
    const files = filesOf(folder);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++];
        const key = `${name}/${version}/${relative(folder, file).split('\\').join('/')}`;
        const exists = await s3.send(new HeadObjectCommand({ Bucket: target.bucket, Key: key })).then(
          () => true,
          () => false,
        );
        if (exists) continue;
        await s3.send(
          new PutObjectCommand({
            Bucket: target.bucket,
            Key: key,
            Body: readFileSync(file),
            ContentType: TYPES[extname(file)] ?? 'application/octet-stream',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  } finally {
    s3.destroy();
  }
  return `${target.publicUrl}/${name}/${version}/`;
}

/** Deletes every object under <name>/<version>/ (a pruned version); returns how many there were. */
export async function deleteVersion(target, name, version) {
  const { S3Client, ListObjectsV2Command, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  const s3 = new S3Client(target.client);
  let deleted = 0;
  try {
    let token;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: `${name}/${version}/`, ContinuationToken: token }));
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key }));
      if (keys.length > 0) {
        await s3.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: keys, Quiet: true } }));
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    s3.destroy();
  }
  return deleted;
}
