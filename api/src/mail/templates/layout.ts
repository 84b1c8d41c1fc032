import { SITE_NAME } from '@akiya/contracts';

/** A rendered mail: subject, plain text and HTML. `kind` names the template (for logs). */
export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** What every template needs to know about the site. */
export interface MailSite {
  publicUrl: string;
  operatorEmail: string;
}

/** One block of a mail: a paragraph of lines, or the button-and-URL of the mail's link. */
export type Block = { lines: string[] } | { link: string; label: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** "山田 太郎 様", or "お客様" when the account has no name yet. */
export function addressee(lastName: string, firstName: string): string {
  const name = `${lastName} ${firstName}`.trim();
  return name ? `${name} 様` : 'お客様';
}

/** A duration in whole hours as the mails write it ("24時間"). */
export function hoursText(ms: number): string {
  return `${Math.round(ms / 3_600_000)}時間`;
}

/** A moment in Japan time ("2026年11月22日 12:04"). */
export function jstText(date: Date): string {
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' }).format(date);
}

function footerLines(site: MailSite): string[] {
  return [
    '――――――――――――――――',
    `${SITE_NAME}（空き家・古い建物の掲示板）`,
    site.publicUrl,
    `お問い合わせ：${site.operatorEmail}`,
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  ];
}

/** Renders the blocks as the text part and as a small inline-styled HTML part (every value escaped). */
export function renderMail(kind: string, subject: string, site: MailSite, blocks: Block[]): MailContent {
  const textBlocks = blocks.map((b) => ('link' in b ? b.link : b.lines.join('\n')));
  const text = [...textBlocks, footerLines(site).join('\n')].join('\n\n') + '\n';

  const htmlBlocks = blocks.map((b) =>
    'link' in b
      ? `<p style="margin:24px 0"><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:12px 24px;background:#2f6b3b;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p>` +
        `<p style="font-size:12px;color:#555555;word-break:break-all">${escapeHtml(b.link)}</p>`
      : `<p style="margin:0 0 16px">${b.lines.map(escapeHtml).join('<br>')}</p>`,
  );
  const footer = `<p style="margin-top:32px;font-size:12px;color:#777777">${footerLines(site).map(escapeHtml).join('<br>')}</p>`;
  const html =
    `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:sans-serif;font-size:15px;line-height:1.7;color:#222222">` +
    `<div style="max-width:560px;margin:0 auto">${htmlBlocks.join('')}${footer}</div></body></html>`;
  return { kind, subject, text, html };
}
