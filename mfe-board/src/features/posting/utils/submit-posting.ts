import { readCsrfToken, CSRF_HEADER } from '@akiya/shared-ui';
import type { PostingValues } from '@akiya/contracts';
import { POSTING_TEXT_FIELDS } from '@akiya/contracts';
import type { KeptPhoto } from './draft-storage';

export interface SubmitPhoto {
  blob: Blob;
  name: string;
  comment: string;
}

export interface SubmitResult {
  status: number;
  body: unknown;
}

/** The multipart body of docs/product.md §7: the form fields, photos[] with photo_comments[], and saveId or client_token. */
export function buildPostingForm(
  values: PostingValues,
  photos: SubmitPhoto[],
  kept: KeptPhoto[] | null,
  idempotency: { saveId: string | null; clientToken: string },
): FormData {
  const data = new FormData();
  for (const name of POSTING_TEXT_FIELDS) {
    if (name === 'price_man_yen' && values.price_undecided === '1') continue;
    data.append(name, values[name]);
  }
  for (const id of values.category_ids) data.append('category_ids', id);
  for (const k of kept ?? []) {
    data.append('keep_image_ids', String(k.id));
    data.append('keep_image_comments', k.comment);
  }
  for (const p of photos) {
    data.append('photos', p.blob, p.name);
    data.append('photo_comments', p.comment);
  }
  if (idempotency.saveId) data.append('saveId', idempotency.saveId);
  else data.append('client_token', idempotency.clientToken);
  return data;
}

/**
 * Sends the form with XMLHttpRequest (fetch reports no upload progress) and the CSRF header.
 * Resolves with the status and the parsed JSON; status 0 = the network failed.
 */
export function submitPosting(url: string, data: FormData, onProgress: (fraction: number) => void): Promise<SubmitResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    xhr.send(data);
  });
}
