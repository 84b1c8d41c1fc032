import { SITE_NAME } from '@akiya/contracts';
import { addressee, type MailContent, type MailSite, renderMail } from '../mail/templates/layout';

/** Who the mail is for and which listing. */
export interface PostingMailInput {
  lastName: string;
  firstName: string;
  propertyId: number;
  title: string;
}

function listingLines(p: PostingMailInput): string[] {
  return [`物件番号：${p.propertyId}`, `タイトル：${p.title}`];
}

/** After a new listing is posted (it waits for review). */
export function postingReceivedMail(site: MailSite, p: PostingMailInput): MailContent {
  return renderMail('posting-received', `【${SITE_NAME}】物件のご投稿を受け付けました`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${SITE_NAME}に物件をご投稿いただき、ありがとうございます。`,
        '担当者が内容を確認したうえで掲載いたします。審査の結果は、あらためてメールでお知らせします。',
      ],
    },
    { lines: listingLines(p) },
  ]);
}

/** Staff approved the listing: it is on the board. */
export function postingApprovedMail(site: MailSite, p: PostingMailInput): MailContent {
  return renderMail('posting-approved', `【${SITE_NAME}】物件の掲載を開始しました`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    { lines: ['ご投稿いただいた物件の審査が完了し、掲示板への掲載を開始しました。', ...listingLines(p)] },
    { link: `${site.publicUrl}/project/${p.propertyId}`, label: '掲載ページを見る' },
  ]);
}

/** Staff sent the listing back with a reason: the seller corrects it and it is reviewed again. */
export function postingReturnedMail(site: MailSite, p: PostingMailInput & { reason: string }): MailContent {
  return renderMail('posting-returned', `【${SITE_NAME}】ご投稿の物件について修正のお願い`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        'ご投稿いただいた物件について、掲載の前に修正をお願いしたい点があります。',
        '下記の内容をご確認のうえ、物件情報を修正して再度ご投稿ください。修正後、あらためて審査いたします。',
        ...listingLines(p),
      ],
    },
    { lines: ['【修正をお願いしたい点】', p.reason] },
    { link: `${site.publicUrl}/post?id=${p.propertyId}`, label: '物件情報を修正する' },
  ]);
}

/** Staff suspended the listing: it is no longer shown. */
export function postingSuspendedMail(site: MailSite, p: PostingMailInput & { reason: string | null }): MailContent {
  return renderMail('posting-suspended', `【${SITE_NAME}】物件の掲載を停止しました`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        'ご投稿いただいた物件の掲載を、運営の判断により停止いたしました。',
        ...listingLines(p),
        ...(p.reason ? ['', '【理由】', p.reason] : []),
        '',
        `ご不明な点は、${site.operatorEmail} までお問い合わせください。`,
      ],
    },
  ]);
}
