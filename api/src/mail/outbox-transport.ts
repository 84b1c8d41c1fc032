import { mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SentMessageInfo, Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';

/** What is written next to each .eml: the parts a person (or a test) wants without a MIME parser. */
export interface OutboxEntry {
  id: string;
  to: string;
  from: string;
  subject: string;
  /** ISO 8601. */
  date: string;
  text: string;
  html: string;
}

/** Outbox ids: `<UTC timestamp>-<sequence>-<recipient slug>`; nothing else is ever read. */
export const OUTBOX_ID_PATTERN = /^[0-9]{8}T[0-9]{9}Z-[0-9]{4}-[A-Za-z0-9._-]{1,120}$/;

let sequence = 0;

/** File name (without extension) for a mail: sorts by time, names the recipient. */
export function outboxId(to: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  sequence = (sequence + 1) % 10000;
  const slug = to.replace(/@/g, '_at_').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);
  return `${stamp}-${String(sequence).padStart(4, '0')}-${slug}`;
}

function addressText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(addressText).join(', ');
  if (typeof value === 'object' && 'address' in value) return String((value as { address: unknown }).address);
  return String(value);
}

/**
 * A nodemailer transport that writes each mail as `<DATA_DIR>/outbox/<id>.eml` (the raw RFC 822
 * message) plus `<id>.json` (OutboxEntry). The default when MAIL_URL is unset.
 */
export class OutboxTransport implements Transport<SentMessageInfo> {
  readonly name = 'outbox';
  readonly version = '1';

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  send(mail: MailMessage, callback: (error: Error | null, info: SentMessageInfo) => void): void {
    const to = addressText(mail.data.to);
    const id = outboxId(to);
    mail.message.build((error, raw) => {
      if (error) return callback(error, undefined);
      const entry: OutboxEntry = {
        id,
        to,
        from: addressText(mail.data.from),
        subject: String(mail.data.subject ?? ''),
        date: new Date().toISOString(),
        text: String(mail.data.text ?? ''),
        html: String(mail.data.html ?? ''),
      };
      Promise.all([writeFile(join(this.dir, `${id}.eml`), raw), writeFile(join(this.dir, `${id}.json`), JSON.stringify(entry))]).then(
        () => callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), outboxId: id }),
        (e: Error) => callback(e, undefined),
      );
    });
  }
}

/** Reads the outbox written by OutboxTransport, newest first. */
export class OutboxReader {
  constructor(private readonly dir: string) {}

  async list(): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => OUTBOX_ID_PATTERN.test(id))
      .sort()
      .reverse();
    const entries: OutboxEntry[] = [];
    for (const id of ids) {
      const entry = await this.read(id);
      if (entry) entries.push(entry);
    }
    return entries;
  }

  async read(id: string): Promise<OutboxEntry | null> {
    if (!OUTBOX_ID_PATTERN.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as OutboxEntry;
    } catch {
      return null;
    }
  }
}

/** Every http(s) link in a text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
}
