import { formatPriceManYen, SITE_NAME, type ListingSummary } from '@akiya/contracts';
import { addressee, type MailContent, type MailSite, renderMail } from '../../mail/templates/layout';

export interface DigestMail {
  lastName: string;
  firstName: string;
  listings: ListingSummary[];
  /** All matching listings (the mail lists at most `listings.length`). */
  total: number;
  unsubscribeUrl: string;
}

/** The daily mail of new listings matching the user's saved my-search. */
export function newListingsDigestMail(site: MailSite, p: DigestMail): MailContent {
  const lines = p.listings.flatMap((l) => [
    `■ ${l.title}`,
    `\u3000${l.prefecture_name}${l.municipality}／${formatPriceManYen(l.price_man_yen)}`,
    `\u3000${site.publicUrl}/project/${l.id}`,
  ]);
  const more = p.total > p.listings.length ? [`ほかに${p.total - p.listings.length}件あります。掲示板でご覧ください。`, `${site.publicUrl}/new`] : [];
  return renderMail('new-listings-digest', `【${SITE_NAME}】マイ検索の条件に合う新着物件が${p.total}件あります`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    { lines: [`保存したマイ検索の条件に合う物件が、新しく${p.total}件掲載されました。`] },
    { lines },
    ...(more.length > 0 ? [{ lines: more }] : []),
    {
      lines: [
        'このお知らせは、メール受信設定で「新着物件のお知らせ」を受け取る設定にしている方にお送りしています。',
        '次のリンクを開くと、このお知らせの配信を停止します（ログインは不要です）。',
        p.unsubscribeUrl,
        `受け取るメールはマイページのメール受信設定（${site.publicUrl}/my-page/mail-settings）でも変更できます。`,
      ],
    },
  ]);
}
