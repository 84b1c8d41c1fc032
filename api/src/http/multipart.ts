import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * The parts iterator of a multipart/form-data request, or null for any other body (JSON, a form
 * without files). @fastify/multipart only decorates the request when the plugin is registered, so
 * both methods are optional here.
 */
export function multipartParts(request: FastifyRequest): ((options?: object) => AsyncIterableIterator<Multipart>) | null {
  const req = request as FastifyRequest & { isMultipart?: () => boolean; parts?: (o?: object) => AsyncIterableIterator<Multipart> };
  if (!req.isMultipart?.() || !req.parts) return null;
  return req.parts.bind(req);
}

/** The bytes read so far by the files of one form, and whether they passed the form's total. */
export interface UploadTally {
  total: number;
  over: boolean;
}

/**
 * Reads one file part into memory against the form's total. Past `totalBytes` the file is still read
 * to its end (so the browser gets the 400, not a reset connection) but nothing of it is kept, and the
 * tally says `over`. Returns null for a file not to keep: over the total, or an empty file input (no
 * file chosen: no bytes and no name).
 */
export async function readFilePart(part: MultipartFile, tally: UploadTally, totalBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    tally.total += chunk.length;
    if (tally.total > totalBytes) tally.over = true;
    if (!tally.over) chunks.push(chunk);
  }
  if (tally.over) return null;
  if (size === 0 && part.filename === '') return null;
  return Buffer.concat(chunks, size);
}
