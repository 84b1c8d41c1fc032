import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as received over SMTP, with its decoded parts. */
export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at >= 0 ? raw.slice(0, at) : raw;
  const body = at >= 0 ? raw.slice(at).replace(/^\r?\n\r?\n/, '') : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** The leaf parts of a MIME message: content type and decoded body. */
function leaves(raw: string): { type: string; body: string }[] {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => leaves(p.replace(/^\r?\n/, '')));
  }
  return [{ type, body: decodeBody(body, headers['content-transfer-encoding'] ?? '') }];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): CaughtMail {
  const { headers } = splitHeaders(raw);
  const parts = leaves(raw);
  return {
    ...envelope,
    raw,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.find((p) => /^text\/plain/i.test(p.type))?.body ?? '',
    html: parts.find((p) => /^text\/html/i.test(p.type))?.body ?? '',
  };
}

/** An SMTP server on a free local port that keeps every mail it receives (no TLS, no auth). */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;
  /** Recipients refused at RCPT TO with 550 (a mailbox that never accepts). */
  rejectRecipients: RegExp | null = null;
  /** How long the server takes to accept each message (a slow relay). */
  delayMs = 0;

  /** Listens on `port` (0: any free one; the same port again to restart after `stop`). */
  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipients?.test(address.address)) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          const accept = () => {
            this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
            callback();
          };
          if (this.delayMs > 0) setTimeout(accept, this.delayMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()));
    this.port = ((this.server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The last mail to `address` (waits briefly for it). */
  async lastTo(address: string, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.mails].reverse().find((m) => m.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}

/** The first link in a text that contains `path`. */
export function linkIn(text: string, path: string): string {
  const link = (text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((l) => l.includes(path));
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  return link;
}
