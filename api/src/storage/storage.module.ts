import { join } from 'node:path';
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalObjectStorage } from './local-storage';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-storage';

/** `<DATA_DIR>/uploads/private`: photo originals on the local disk (never served). */
export function privateUploadsDir(config: AppConfig): string {
  return join(config.dataDir, 'uploads', 'private');
}

/** Provides OBJECT_STORAGE: S3 when S3_BUCKET is set, else the local disk. */
@Global()
@Module({
  providers: [
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ObjectStorage => {
        const s3 = config.s3;
        if (s3) {
          new Logger('Storage').log(`uploads go to S3 bucket ${s3.bucket} at ${s3.endpoint}`);
          return new S3ObjectStorage(s3);
        }
        return new LocalObjectStorage(config.publicUploadsDir, privateUploadsDir(config));
      },
    },
  ],
  exports: [OBJECT_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** Closes the S3 client's connections (the local disk holds none). */
  onApplicationShutdown(): void {
    if (this.storage instanceof S3ObjectStorage) this.storage.close();
  }
}
