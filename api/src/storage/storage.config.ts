import { join } from 'node:path';
import type { ConfigContext, Env } from '../config/env';
import { s3ConfigFromEnv, type S3Config } from './s3-config';

/** Where uploads are kept (the local disk or an S3 bucket); composed by config/app-config.ts. */

export interface StorageConfigPart {
  /** `<dataDir>/uploads/public`, served at /uploads/. */
  publicUploadsDir: string;
  /** S3_BUCKET and the other S3_* variables: uploads in an S3-compatible bucket; null = the local disk. */
  s3: S3Config | null;
}

export function loadStorageConfig(env: Env, context: ConfigContext, problems: string[]): StorageConfigPart {
  let s3: S3Config | null = null;
  try {
    s3 = s3ConfigFromEnv(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return { publicUploadsDir: join(context.dataDir, 'uploads', 'public'), s3 };
}
