import { expect, type APIRequestContext } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../playwright.config';

/**
 * The mails the server sent, read back from the HTTP side of the SMTP sink (support/smtp-sink.mjs,
 * MAIL_URL in playwright.config.ts).
 */
const SINK = `http://127.0.0.1:${SMTP_HTTP_PORT}`;

/** A mail as the sink gives it back. */
export interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

/** Every mail sent to `to` so far, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await (await request.get(`${SINK}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** The id of the newest mail to `to` (0 when there is none): pass it to mailLink to wait for a later one. */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  return (await mailsTo(request, to)).reduce((max, m) => Math.max(max, m.id), 0);
}

let counter = 0;
/** A fresh address per call (the run's start time keeps reruns on one server apart). */
export function freshEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.jp`;
}

/** Waits for a mail to `to` whose links include `pathPart`, newer than `afterId`; returns the link's path + query. */
export async function mailLink(request: APIRequestContext, to: string, pathPart: string, afterId = 0): Promise<{ path: string; mail: Mail }> {
  let found: { path: string; mail: Mail } | null = null;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(request, to)).filter((m) => m.id > afterId).reverse()) {
          const link = mail.links.find((l) => l.includes(pathPart));
          if (link) {
            const url = new URL(link);
            found = { path: url.pathname + url.search, mail };
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${pathPart} link` },
    )
    .toBe(true);
  return found!;
}
