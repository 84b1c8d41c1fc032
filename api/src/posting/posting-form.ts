import { formatMessage, MESSAGES, POSTING_MAX_PHOTOS, POSTING_MESSAGES, UPLOAD_TOTAL_LIMIT_BYTES, UPLOAD_TOTAL_LIMIT_MB } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { multipartParts, readFilePart, type UploadTally } from '../http/multipart';
import type { RateLimitService } from '../security/rate-limit.service';

/** One uploaded file, read into memory. */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface PostingForm {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/** Field names a posting form may carry besides the text fields of contracts' PostingValues. */
export const PHOTO_FIELD = 'photos';

/** Limits handed to @fastify/multipart: the total is enforced by readPostingForm itself. */
const LIMITS = {
  fields: 120,
  fieldSize: 16 * 1024,
  files: POSTING_MAX_PHOTOS + 1,
  fileSize: UPLOAD_TOTAL_LIMIT_BYTES + 1,
  parts: 200,
};

function add(fields: Record<string, string | string[]>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export function uploadTotalError(): ApiError {
  const message = formatMessage(MESSAGES.uploadTotal, { size: UPLOAD_TOTAL_LIMIT_MB });
  return new ApiError(400, MESSAGES.formError, { photos: [message] });
}

/**
 * Reads a multipart posting form: text fields, and the files of `photos` into memory. When the files
 * together pass UPLOAD_TOTAL_LIMIT_MB, the rest of the request is read and dropped (so the browser
 * gets the answer, not a reset connection) and the answer is 400 with the docs/product.md §5 message on `photos` —
 * before anything is stored. A file in another field is refused.
 */
export async function readPostingForm(request: FastifyRequest): Promise<PostingForm> {
  const readParts = multipartParts(request);
  if (!readParts) {
    throw new ApiError(400, MESSAGES.formError, { photos: [MESSAGES.invalidValue] });
  }
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: UploadedFile[] = [];
  const tally: UploadTally = { total: 0, over: false };
  let tooMany = false;
  let wrongField: string | null = null;
  try {
    for await (const part of readParts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') add(fields, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== PHOTO_FIELD) {
        wrongField ??= part.fieldname;
        part.file.resume();
        continue;
      }
      if (tally.over || tooMany) {
        part.file.resume();
        continue;
      }
      const bytes = await readFilePart(part, tally, UPLOAD_TOTAL_LIMIT_BYTES);
      if (bytes === null) continue;
      if (files.length >= POSTING_MAX_PHOTOS) {
        tooMany = true;
        continue;
      }
      files.push({ field: part.fieldname, filename: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tally.over || code === 'FST_REQ_FILE_TOO_LARGE' ? uploadTotalError() : tooManyError();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, MESSAGES.formError, { photos: [MESSAGES.invalidValue] });
    throw error;
  }
  if (tally.over) throw uploadTotalError();
  if (tooMany) throw tooManyError();
  if (wrongField !== null) throw new ApiError(400, MESSAGES.formError, { [wrongField]: [MESSAGES.unknownParameter] });
  return { fields: { ...fields }, files };
}

/**
 * The start of every photo upload endpoint (listings, the vacant-house bank, editorial covers): one
 * hit of the `posting` rate-limit bucket for the IP and the user, counted before a byte of the body
 * is read (a refused request costs no parsing), then the form as readPostingForm reads it.
 */
export async function readPhotoUpload(limits: RateLimitService, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<PostingForm> {
  await limits.enforce('posting', request, reply, userId);
  return readPostingForm(request);
}

function tooManyError(): ApiError {
  return new ApiError(400, MESSAGES.formError, { photos: [POSTING_MESSAGES.tooManyPhotos] });
}
