import { CONSULTING_STATUS_LABELS, consultingPaths, SITE_NAME, type ConsultingStatus } from '@akiya/contracts';
import { jstText, type MailContent, type MailSite, renderMail } from '../../mail/templates/layout';

function excerpt(body: string, max = 200): string {
  const chars = [...body.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** To the user: the operator replied in a consulting thread. */
export function consultingReplyMail(site: MailSite, p: { to: string; title: string; threadId: number; body: string; attachments: number }): MailContent {
  return renderMail('consulting-reply', `【${SITE_NAME}】ご相談「${p.title}」に事務局から返信がありました`, site, [
    { lines: [p.to] },
    { lines: [`ご相談「${p.title}」に、家いちば事務局から返信が届きました。`] },
    { lines: ['――― メッセージ ―――', ...excerpt(p.body).split('\n'), ...(p.attachments > 0 ? [`（添付ファイル ${p.attachments}件）`] : [])] },
    { link: `${site.publicUrl}${consultingPaths.thread(p.threadId)}`, label: 'ご相談を確認する' },
  ]);
}

/** To the user: the status of their request changed. */
export function consultingStatusMail(site: MailSite, p: { to: string; title: string; requestId: number; status: ConsultingStatus }): MailContent {
  const label = CONSULTING_STATUS_LABELS[p.status];
  return renderMail('consulting-status', `【${SITE_NAME}】ご相談の状況が「${label}」になりました`, site, [
    { lines: [p.to] },
    { lines: [`ご相談「${p.title}」の状況が「${label}」になりました。`] },
    { lines: ['詳しくはマイページのご相談をご確認ください。'] },
    { link: `${site.publicUrl}${consultingPaths.request(p.requestId)}`, label: 'ご相談の状況を見る' },
  ]);
}

/** To the operator (OPERATOR_EMAIL): a new request or a user's message in a consulting thread. */
export function operatorConsultingMail(
  site: MailSite,
  p: { kind: 'request' | 'message'; userId: number; userName: string; email: string; title: string; body: string; receivedAt: Date; path: string },
): MailContent {
  const subject = p.kind === 'request' ? `【${SITE_NAME}】airyflow へのご相談のお申し込み（会員ID ${p.userId}）` : `【${SITE_NAME}】ご相談へのメッセージ（会員ID ${p.userId}）`;
  return renderMail('operator-consulting', subject, site, [
    { lines: [p.kind === 'request' ? 'airyflow にご相談のお申し込みが届きました。' : 'ご相談のやりとりに、会員からメッセージが届きました。'] },
    { lines: [`受付日時：${jstText(p.receivedAt)}`, `会員ID：${p.userId}`, `お名前：${p.userName}`, `メールアドレス：${p.email}`, `件名：${p.title}`] },
    { lines: ['内容：', ...excerpt(p.body, 1000).split('\n')] },
    { link: `${site.publicUrl}${p.path}`, label: 'スタッフ画面で見る' },
  ]);
}
