import { CLIENT_ID_RE, codePointLength, DEAL_LIMITS, DEAL_MESSAGES, formatMessage, MESSAGES } from '@akiya/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { multipartParts, readFilePart, type UploadTally } from '../http/multipart';

export interface MessageFile {
  filename: string;
  bytes: Buffer;
}

export interface MessageForm {
  fields: Record<string, string>;
  files: MessageFile[];
}

export const ATTACHMENT_FIELD = 'files';
const TOTAL_BYTES = DEAL_LIMITS.attachmentsTotalMb * 1_048_576;

/**
 * A message form: multipart/form-data (body, clientId, files[] up to DEAL_LIMITS) or JSON (no files).
 * Over the total size the rest is read and dropped and the answer is 400 on `files`, before anything
 * is stored. `maxFields` raises the number of text fields for a longer form (the consulting request).
 */
export async function readMessageForm(request: FastifyRequest, options: { maxFields?: number } = {}): Promise<MessageForm> {
  const maxFields = options.maxFields ?? 10;
  const readParts = multipartParts(request);
  if (!readParts) {
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        if (typeof v !== 'string') throw new ApiError(400, MESSAGES.formError, { [k]: [MESSAGES.invalidValue] });
        fields[k] = v;
      }
    }
    return { fields, files: [] };
  }
  const fields: Record<string, string> = Object.create(null);
  const files: MessageFile[] = [];
  const tally: UploadTally = { total: 0, over: false };
  let tooMany = false;
  let badField: string | null = null;
  try {
    const parts = readParts({ limits: { fields: maxFields, fieldSize: 64 * 1024, files: DEAL_LIMITS.attachmentsMax + 1, fileSize: TOTAL_BYTES + 1, parts: maxFields + 10 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== ATTACHMENT_FIELD && part.fieldname !== `${ATTACHMENT_FIELD}[]`) {
        badField ??= part.fieldname;
        part.file.resume();
        continue;
      }
      const bytes = await readFilePart(part, tally, TOTAL_BYTES);
      if (bytes === null) continue;
      if (files.length >= DEAL_LIMITS.attachmentsMax) {
        tooMany = true;
        continue;
      }
      files.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentTotal] });
    if (code === 'FST_FILES_LIMIT') throw new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentCount] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, MESSAGES.formError, { files: [MESSAGES.invalidValue] });
    throw error;
  }
  if (badField) throw new ApiError(400, MESSAGES.formError, { [badField]: [MESSAGES.unknownParameter] });
  if (tally.over) throw new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentTotal] });
  if (tooMany) throw new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentCount] });
  return { fields: { ...fields }, files };
}

/**
 * The text fields of a message form (body, clientId; anything else is unknownParameter): a body may
 * be empty when files come with it. Returns the body with its line ends normalised.
 */
export function checkMessageFields(fields: Record<string, string>, fileCount: number): { body: string; clientId: string } {
  const fail = (errors: Record<string, string>) =>
    new ApiError(400, MESSAGES.formError, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  for (const k of Object.keys(fields)) {
    if (k !== 'body' && k !== 'clientId') throw fail({ [k]: MESSAGES.unknownParameter });
  }
  const body = fields.body ?? '';
  const errors: Record<string, string> = {};
  if (body.trim() === '' && fileCount === 0) errors.body = DEAL_MESSAGES.messageRequired;
  else if (codePointLength(body) > DEAL_LIMITS.messageMaxLength) errors.body = formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.messageMaxLength });
  if (!CLIENT_ID_RE.test(fields.clientId ?? '')) errors.clientId = DEAL_MESSAGES.clientIdInvalid;
  if (Object.keys(errors).length > 0) throw fail(errors);
  return { body: body.replace(/\r\n?/g, '\n'), clientId: fields.clientId as string };
}

/** A message of a deal or consulting thread from the request: the form read (readMessageForm) and its text fields checked (checkMessageFields). */
export async function readThreadMessage(request: FastifyRequest): Promise<{ body: string; clientId: string; files: MessageFile[] }> {
  const form = await readMessageForm(request);
  return { ...checkMessageFields(form.fields, form.files.length), files: form.files };
}
