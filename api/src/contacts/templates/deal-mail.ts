import { contactThreadPath, SITE_NAME } from '@akiya/contracts';
import { type MailContent, type MailSite, renderMail } from '../../mail/templates/layout';

export interface DealMailParams {
  /** The addressee's public name ("山田さん"). */
  to: string;
  /** The writer's public name. */
  from: string;
  propertyTitle: string;
  contactId: number;
}

function excerpt(body: string, max = 200): string {
  const chars = [...body.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

function threadLink(site: MailSite, contactId: number) {
  return { link: `${site.publicUrl}${contactThreadPath(contactId)}`, label: 'メッセージを確認する' };
}

/** To the seller: a buyer enquired about their listing (the first message of a new deal). */
export function enquiryMail(site: MailSite, p: DealMailParams & { body: string }): MailContent {
  return renderMail('deal-enquiry', `【${SITE_NAME}】「${p.propertyTitle}」にお問い合わせがありました`, site, [
    { lines: [`${p.to}`] },
    { lines: [`掲載中の物件「${p.propertyTitle}」に、${p.from}からお問い合わせが届きました。`] },
    { lines: ['――― お問い合わせ内容 ―――', ...excerpt(p.body).split('\n')] },
    { lines: ['マイページのメッセージからご返信ください。売主様が最初にご返信されると商談が始まります。'] },
    threadLink(site, p.contactId),
  ]);
}

/** To the other party: a new message in the thread. */
export function dealMessageMail(site: MailSite, p: DealMailParams & { body: string; attachments: number }): MailContent {
  return renderMail('deal-message', `【${SITE_NAME}】${p.from}から新しいメッセージが届きました`, site, [
    { lines: [`${p.to}`] },
    { lines: [`物件「${p.propertyTitle}」の商談で、${p.from}から新しいメッセージが届きました。`] },
    {
      lines: [
        '――― メッセージ ―――',
        ...excerpt(p.body).split('\n'),
        ...(p.attachments > 0 ? [`（添付ファイル ${p.attachments}件）`] : []),
      ],
    },
    threadLink(site, p.contactId),
  ]);
}

/** To the other party (or to the buyers of the other enquiries, for 他決): the deal's status changed. */
export function dealStatusMail(site: MailSite, p: DealMailParams & { statusTo: string; note: string | null }): MailContent {
  return renderMail('deal-status', `【${SITE_NAME}】商談の状況が「${p.statusTo}」になりました`, site, [
    { lines: [`${p.to}`] },
    { lines: [`物件「${p.propertyTitle}」の商談の状況が「${p.statusTo}」になりました。`] },
    ...(p.note ? [{ lines: ['――― 内容 ―――', ...excerpt(p.note).split('\n')] }] : []),
    { lines: ['詳しくはマイページのメッセージをご確認ください。'] },
    threadLink(site, p.contactId),
  ]);
}
