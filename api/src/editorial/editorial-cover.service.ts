import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EDITORIAL_MESSAGES, MESSAGES, POSTING_MESSAGES, formatMessage } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { PhotoProcessor, photoPixels } from '../posting/photo-processor';
import { isAcceptedPhotoType, sniffType } from '../posting/photo-type';
import type { UploadedFile } from '../posting/posting-form';
import { displayName } from '../posting/posting.service';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';

const coverError = (message: string) => new ApiError(400, MESSAGES.formError, { photos: [message] });

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
    if (files.length !== 1) throw coverError(files.length === 0 ? MESSAGES.required : EDITORIAL_MESSAGES.oneCoverPhoto);
    const file = files[0];
    const name = displayName(file.filename);
    if (!isAcceptedPhotoType(await sniffType(file.bytes))) throw coverError(formatMessage(POSTING_MESSAGES.notAnImage, { name }));
    const pixels = await photoPixels(file.bytes);
    if (pixels === null) throw coverError(formatMessage(POSTING_MESSAGES.brokenImage, { name }));
    if (pixels > this.photos.limits.maxPixels) {
      throw coverError(formatMessage(POSTING_MESSAGES.photoTooManyPixels, { name, max: Math.floor(this.photos.limits.maxPixels / 10_000) }));
    }
    let detail: Buffer;
    try {
      detail = (await this.photos.render(file.bytes)).detail;
    } catch {
      throw coverError(formatMessage(POSTING_MESSAGES.brokenImage, { name }));
    }
    const key = `editorial/${randomBytes(8).toString('hex')}-detail.jpg`;
    await this.storage.put(key, detail, { contentType: 'image/jpeg', visibility: 'public' });
    return { path: this.storage.publicUrl(key) };
  }
}
