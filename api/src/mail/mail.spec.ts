import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { extractLinks, OUTBOX_ID_PATTERN, OutboxReader, OutboxTransport, outboxId } from './outbox-transport';
import { emailChangedMail, emailChangeMail, passwordChangedMail, passwordResetMail, setPasswordMail, verificationMail } from './templates';
import { maskedEmail } from './templates/email-changed';
import { escapeHtml } from './templates/layout';

const site = { publicUrl: 'https://ieichiba.example', operatorEmail: 'help@ieichiba.example' };

describe('mail templates', () => {
  const p = { lastName: '<山田>', firstName: '"太郎"', link: 'https://ieichiba.example/login/verify?token=abc&x=1', ttlMs: 24 * 3600_000 };

  it.each([
    ['verification', verificationMail(site, p), 'メールアドレスのご確認', '24時間'],
    ['set-password', setPasswordMail(site, p), 'パスワード設定', '24時間'],
    ['password-reset', passwordResetMail(site, { ...p, ttlMs: 3600_000 }), 'パスワード再設定', '1時間'],
    ['email-change', emailChangeMail(site, p), '新しいメールアドレス', '24時間'],
  ])('%s: Japanese subject, the link in text and HTML, every value escaped', (kind, mail, subject, ttl) => {
    expect(mail.kind).toBe(kind);
    expect(mail.subject).toContain('【家いちば】');
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('<山田> "太郎" 様');
    expect(mail.text).toContain(p.link);
    expect(mail.text).toContain(ttl);
    expect(mail.text).toContain('help@ieichiba.example');
    expect(mail.html).toContain('&lt;山田&gt; &quot;太郎&quot; 様');
    expect(mail.html).not.toContain('<山田>');
    expect(mail.html).toContain('href="https://ieichiba.example/login/verify?token=abc&amp;x=1"');
  });

  it('password-changed: time in Japan, no link to act on but the reset page', () => {
    const mail = passwordChangedMail(site, { lastName: '', firstName: '', changedAt: new Date('2026-11-22T03:04:00Z') });
    expect(mail.text).toContain('お客様');
    expect(mail.text).toContain('2026年11月22日');
    expect(mail.text).toContain('12:04');
    expect(mail.text).toContain('https://ieichiba.example/login/remember');
  });

  it('email-changed (to the old address): when, the new address masked, whom to contact', () => {
    const mail = emailChangedMail(site, { lastName: '山田', firstName: '太郎', newEmail: 'taro.new@example.jp', changedAt: new Date('2026-11-22T03:04:00Z') });
    expect(mail.kind).toBe('email-changed');
    expect(mail.subject).toBe('【家いちば】メールアドレスが変更されました');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('2026年11月22日 12:04');
    expect(mail.text).toContain('ta***@example.jp');
    expect(mail.text).not.toContain('taro.new@');
    expect(mail.text).toContain('お心当たりのない場合');
    expect(mail.text).toContain('help@ieichiba.example');
  });

  it('masks an address for the old mailbox', () => {
    expect(maskedEmail('taro.new@example.jp')).toBe('ta***@example.jp');
    expect(maskedEmail('ab@example.jp')).toBe('a***@example.jp');
    expect(maskedEmail('a@example.jp')).toBe('***@example.jp');
    expect(maskedEmail('broken')).toBe('***');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('outbox transport', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'akiya-outbox-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml and a .json per mail, read back newest first', async () => {
    const transport = createTransport(new OutboxTransport(dir));
    const mail = verificationMail(site, { lastName: '山田', firstName: '太郎', link: 'https://ieichiba.example/login/verify?token=t1', ttlMs: 3600_000 });
    await transport.sendMail({ from: 'no-reply@ieichiba.example', to: 'a@example.jp', subject: mail.subject, text: mail.text, html: mail.html });
    await transport.sendMail({ from: 'no-reply@ieichiba.example', to: 'b@example.jp', subject: 'second', text: 'https://x.example/2' });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(4);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const eml = readFileSync(join(dir, files.find((f) => f.includes('a_at_example.jp') && f.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toMatch(/^To: a@example.jp/m);

    const entries = await new OutboxReader(dir).list();
    expect(entries.map((e) => e.to)).toEqual(['b@example.jp', 'a@example.jp']);
    expect(entries[1]).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html, from: 'no-reply@ieichiba.example' });
    expect(await new OutboxReader(dir).read(entries[0].id)).toEqual(entries[0]);
    expect(await new OutboxReader(join(dir, 'missing')).list()).toEqual([]);
  });

  it('names files by time, sequence and recipient; reads nothing else', async () => {
    const id = outboxId('Taro+x@example.jp', new Date('2026-11-22T03:04:05.678Z'));
    expect(id).toMatch(/^20261122T030405678Z-\d{4}-Taro_x_at_example\.jp$/);
    expect(OUTBOX_ID_PATTERN.test(id)).toBe(true);
    for (const bad of ['../etc/passwd', '20261122T030405678Z-0001-../../x', '', 'x.json']) {
      expect(await new OutboxReader(dir).read(bad)).toBeNull();
    }
  });

  it('extracts links', () => {
    expect(extractLinks('a https://x.example/1?t=2 b (https://y.example/) https://x.example/1?t=2')).toEqual([
      'https://x.example/1?t=2',
      'https://y.example/',
    ]);
  });
});
