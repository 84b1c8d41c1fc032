import { PAGINATION_TITLES } from '@akiya/contracts';
import type { PageMeta } from '../../../components/content-types';
import { LEGAL_TEXT_DATE } from '../../../content/operator';

export interface FeatureTopic {
  /** Site path the card links to. */
  to: string;
  title: string;
  /** One-line kicker above the title. */
  kicker: string;
  description: string;
}

export const featureMeta: PageMeta = { title: '特集', updatedAt: LEGAL_TEXT_DATE };

export const featureLead = (
  <p>
    空き家を売った人、古い建物で新しい暮らしや商いを始めた人、そして物件のある町。家いちばの読みものと関連サービスから、空き家の売り買いをもっと身近に感じていただける特集をまとめました。
  </p>
);

export const featureTopics: FeatureTopic[] = [
  {
    to: '/reviews',
    title: PAGINATION_TITLES.reviews,
    kicker: '売主さんの声',
    description:
      '家いちばで実際に家を売った売主さんに、掲載を決めたきっかけから、買主さんとのやりとり、引き渡しの日までを伺いました。「自分で売る」ことを考えている方に読んでいただきたい記事です。',
  },
  {
    to: '/towns',
    title: PAGINATION_TITLES.towns,
    kicker: '町を知る',
    description:
      '物件のある町の暮らしや風景、そこで暮らす人の声を紹介します。移住や二拠点生活を考えるときに、物件と一緒に町のことも知っておきましょう。',
  },
  {
    to: '/shop',
    title: PAGINATION_TITLES.shop,
    kicker: '古い建物で商う',
    description:
      '古い店舗や町家を受け継いで、カフェや宿、工房を始めた人たちの物語です。建物の活かし方のヒントが見つかります。',
  },
  {
    to: '/akiyabank',
    title: '民間空き家バンク',
    kicker: '地域の空き家情報',
    description:
      '地域ごとの空き家情報をまとめて紹介する、家いちばの民間空き家バンクです。住みたい地域から物件を探せます。',
  },
];
