import { formatPriceManYen, SITE_NAME, type ListingSummary } from '@akiya/contracts';
import { addressee, type MailContent, type MailSite, renderMail } from '../mail/templates/layout';

/** At most this many listings per search are written into the mail. */
export const ALERT_MAX_LISTINGS_PER_SEARCH = 5;

export interface AlertSection {
  name: string;
  /** Absolute URL of the board page of the search. */
  boardUrl: string;
  listings: ListingSummary[];
  total: number;
  /** Signed link that turns this search's alert off. */
  unsubscribeUrl: string;
}

/** The daily mail of new listings per saved search (docs/search.md "Saved searches"). */
export function savedSearchAlertMail(site: MailSite, p: { lastName: string; firstName: string; sections: AlertSection[] }): MailContent {
  const total = p.sections.reduce((n, s) => n + s.total, 0);
  return renderMail('saved-search-alert', `【${SITE_NAME}】保存した検索条件に合う新着物件が${total}件あります`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    { lines: [`保存した検索条件に合う物件が、新しく${total}件掲載されました。`] },
    ...p.sections.map((s) => ({
      lines: [
        `◆ ${s.name}（${s.total}件）`,
        ...s.listings.flatMap((l) => [
          `■ ${l.title}`,
          `\u3000${l.prefecture_name}${l.municipality}／${formatPriceManYen(l.price_man_yen)}`,
          `\u3000${site.publicUrl}/project/${l.id}`,
        ]),
        ...(s.total > s.listings.length ? [`ほかに${s.total - s.listings.length}件あります：${s.boardUrl}`] : []),
        `この条件のお知らせを停止する（ログイン不要）：${s.unsubscribeUrl}`,
      ],
    })),
    {
      lines: [
        'このお知らせは、検索条件を保存し「新着のお知らせ」をオンにしている方にお送りしています。',
        `保存した検索条件はマイページ（${site.publicUrl}/my-page/searches）で変更・削除できます。`,
      ],
    },
  ]);
}
