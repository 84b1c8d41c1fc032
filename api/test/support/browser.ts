import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, MESSAGES, SESSION_COOKIE_NAME, type ApiErrorBody } from '@akiya/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MailQueueService } from '../../src/mail/mail-queue.service';

/** One Set-Cookie as light-my-request parses it. */
export interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

export interface BrowserResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  cookies: SetCookie[];
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the CSRF header (default true). */
  csrf?: boolean;
  /** Override the CSRF header value. */
  csrfToken?: string;
  /** Raw payload with its content type (multipart, urlencoded). */
  raw?: { contentType: string; payload: string | Buffer };
  remoteAddress?: string;
}

/**
 * A browser for the integration tests: keeps the cookies the API sets (and drops the ones it
 * clears), fetches a CSRF cookie before the first state-changing request and sends it back in
 * X-CSRF-Token, like the shared API client does.
 */
export class Browser {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly defaults: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  get session(): string | undefined {
    return this.jar.get(SESSION_COOKIE_NAME);
  }

  get csrf(): string | undefined {
    return this.jar.get(CSRF_COOKIE_NAME);
  }

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<BrowserResponse> {
    const headers: Record<string, string> = { ...this.defaults.headers, ...options.headers };
    const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (stateChanging && (options.csrf ?? true)) {
      if (!this.csrf && options.csrfToken === undefined) await this.get('/api/common/base-data');
      headers[CSRF_HEADER_NAME] = options.csrfToken ?? this.csrf ?? '';
    }
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    let payload: string | Buffer | undefined;
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      payload = options.raw.payload;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: options.remoteAddress ?? this.defaults.remoteAddress,
    });
    // Mail goes through the queue (docs/mail.md): what the request queued is delivered before the test looks.
    if (stateChanging) await flushMail(this.app);
    const cookies = res.cookies as SetCookie[];
    for (const c of cookies) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && new Date(c.expires).getTime() <= Date.now()) || c.value === '';
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return { statusCode: res.statusCode, headers: res.headers, body: res.body, cookies, json: <T>() => res.json() as T };
  }

  get(url: string, options?: RequestOptions): Promise<BrowserResponse> {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions): Promise<BrowserResponse> {
    return this.request('POST', url, body, options);
  }

  /** A copy of this browser's cookies in a new browser (the same cookie used elsewhere). */
  clone(): Browser {
    const other = new Browser(this.app, this.defaults);
    for (const [k, v] of this.jar) other.jar.set(k, v);
    return other;
  }
}

/**
 * Delivers every mail the app has queued and that is due (MailQueueService.flush), so a test reads
 * the outbox or the SMTP catcher right after the request that caused a mail. No-op once the app closed.
 */
export async function flushMail(app: NestFastifyApplication): Promise<void> {
  let queue: MailQueueService;
  try {
    queue = app.get(MailQueueService, { strict: false });
  } catch {
    return;
  }
  await queue.flush().catch(() => undefined);
}

/** A file of a multipart body: under the field `files` and of type image/png unless told. */
export interface FormFile {
  filename: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body of text fields (a list: the field repeated) and files. */
export function fileForm(fields: Record<string, string | string[]>, files: FormFile[] = []): { contentType: string; payload: Buffer } {
  const boundary = `----akiya${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`, 'utf8'));
    }
  }
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'image/png'}\r\n\r\n`;
    parts.push(Buffer.from(head, 'utf8'), f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

/** A multipart/form-data body of text fields (and optionally one text file). */
export function multipart(
  fields: Record<string, string | string[]>,
  file?: { field: string; filename: string; content: string },
): { contentType: string; payload: Buffer } {
  return fileForm(fields, file ? [{ field: file.field, filename: file.filename, content: Buffer.from(file.content, 'utf8'), contentType: 'text/plain' }] : []);
}

/** A 1×1 PNG image, for uploads. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * Asserts the plain 404 (MESSAGES.notFound) to every browser on every route, e.g. the staff routes
 * to a buyer and a visitor. A route's own body is sent, else `body` (never with a GET).
 */
export async function expectNotFoundFor(browsers: Browser[], routes: [method: string, path: string, body?: unknown][], body?: unknown): Promise<void> {
  for (const b of browsers) {
    for (const [method, path, own] of routes) {
      const res = await b.request(method, path, method === 'GET' ? undefined : (own ?? body));
      expect([method, path, res.statusCode]).toEqual([method, path, 404]);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
    }
  }
}

/** An application/x-www-form-urlencoded body. */
export function urlencoded(fields: Record<string, string>): { contentType: string; payload: string } {
  return { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() };
}
