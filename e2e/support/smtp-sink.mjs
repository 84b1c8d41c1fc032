#!/usr/bin/env node
// A tiny SMTP sink for the e2e suite: the main server sends its mails here (MAIL_URL) and the tests
// read them back over HTTP.
//
//   SMTP  127.0.0.1:${E2E_SMTP_PORT ?? 3327}       accepts every message (no auth, no TLS)
//   HTTP  127.0.0.1:${E2E_SMTP_HTTP_PORT ?? 3328}  GET /mails[?to=addr] → [{ id, to, from, subject, date, text, links }]
//                                                  GET /health → ok ; DELETE /mails → forget everything
// Messages live in memory only. Headers and the text body are decoded well enough to read the
// links (quoted-printable, base64, RFC 2047 encoded words, multipart/alternative).
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3327);
const HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3328);
const HOST = '127.0.0.1';

/** @type {{ id: number, to: string[], from: string, subject: string, date: string, text: string, html: string, links: string[] }[]} */
const mails = [];
let nextId = 1;

function splitHeaders(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeQp(text, charset) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString(charset);
}

function charsetOf(contentType) {
  const m = /charset="?([^";]+)"?/i.exec(contentType ?? '');
  const c = (m?.[1] ?? 'utf-8').toLowerCase();
  return c === 'utf-8' || c === 'utf8' ? 'utf8' : c === 'us-ascii' ? 'latin1' : 'utf8';
}

function decodeBody(body, headers) {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const cs = charsetOf(headers['content-type']);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(cs);
  if (enc === 'quoted-printable') return decodeQp(body, cs);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=). */
function decodeWords(value = '') {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, cs, kind, data) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString(charsetOf(`charset=${cs}`))
        : decodeQp(data.replace(/_/g, ' '), charsetOf(`charset=${cs}`)),
    );
}

/** Text and HTML parts of a (possibly multipart) entity. */
function parts(raw) {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const out = { text: '', html: '' };
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const sub = parts(chunk.replace(/^\r?\n/, ''));
      out.text ||= sub.text;
      out.html ||= sub.html;
    }
    return out;
  }
  const decoded = decodeBody(body, headers);
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

function addresses(value = '') {
  return [...value.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
}

function store(raw, envelope) {
  const { headers } = splitHeaders(raw);
  const { text, html } = parts(raw);
  const links = [...new Set([...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
  mails.push({
    id: nextId++,
    to: envelope.rcptTo.map((r) => r.address.toLowerCase()).concat(addresses(headers.to)).filter((v, i, a) => a.indexOf(v) === i),
    from: decodeWords(headers.from),
    subject: decodeWords(headers.subject),
    date: new Date().toISOString(),
    text,
    html,
    links,
  });
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      try {
        store(Buffer.concat(chunks).toString('utf8'), session.envelope);
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
smtp.on('error', (error) => console.error('smtp-sink:', error.message));
smtp.listen(SMTP_PORT, HOST);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  const send = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname === '/mails' && req.method === 'DELETE') {
    mails.length = 0;
    return send(200, { ok: true });
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, to ? mails.filter((m) => m.to.includes(to)) : mails);
  }
  return send(404, { error: 'not found' });
}).listen(HTTP_PORT, HOST, () => console.log(`smtp-sink: SMTP ${HOST}:${SMTP_PORT}, HTTP ${HOST}:${HTTP_PORT}`));
