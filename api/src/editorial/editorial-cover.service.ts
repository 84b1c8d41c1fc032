import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EDITORIAL_MESSAGES, MESSAGES } from '@akiya/contracts';
import { PhotoProcessor, photoError } from '../posting/photo-processor';
import type { UploadedFile } from '../posting/posting-form';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';

/**
 * A staff cover photo through the listing photos' pipeline: the type sniffed from the bytes (JPEG,
 * PNG, WebP), the pixel limit read from the header, then re-encoded in the instance's photo pool
 * (upright, no metadata, sRGB) and stored public as `editorial/<random>-detail.jpg` (within 1200 px).
 * The answer is the path the article's `coverPath` takes.
 */
@Injectable()
export class EditorialCoverService {
  constructor(
    private readonly photos: PhotoProcessor,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async store(files: UploadedFile[]): Promise<{ path: string }> {
    if (files.length !== 1) throw photoError(files.length === 0 ? MESSAGES.required : EDITORIAL_MESSAGES.oneCoverPhoto);
    await this.photos.accept(files);
    const { detail } = await this.photos.renderUpload(files[0]);
    const key = `editorial/${randomBytes(8).toString('hex')}-detail.jpg`;
    await this.storage.put(key, detail, { contentType: 'image/jpeg', visibility: 'public' });
    return { path: this.storage.publicUrl(key) };
  }
}
