import { Link } from 'react-router-dom';
import { formatYen, PARTNER_REWARDS, REFERRAL_DAYS } from '@akiya/contracts';
import type { ContentSection, PageMeta } from '../../components/content-types';
import { LEGAL_TEXT_DATE } from '../../content/operator';

/** The texts of the supporter programme's pages (応援団). Amounts come from contracts (PARTNER_REWARDS). */

export const partnerMeta: PageMeta = { title: '家いちば応援団', updatedAt: LEGAL_TEXT_DATE };
export const partnerLead = (
  <>
    <p>
      まちの空き家を、次に使う人へ。家いちば応援団は、地元で空き家を見つけて、その持ち主さんに「家いちばで自分で売る」という方法を伝えてくださる方々の集まりです。
    </p>
    <p>自治会の役員さん、地域おこし協力隊の方、工務店や司法書士などの事業者の方まで、全国で活動していただいています。</p>
  </>
);
export const partnerSections: ContentSection[] = [
  {
    id: 'what',
    heading: '応援団でできること',
    blocks: [
      {
        kind: 'list',
        items: [
          'あなた専用の紹介リンクを、空き家の持ち主さんに伝える',
          'ご紹介した方の会員登録や物件の掲載を、マイページで確かめる',
          'ご紹介の実績に応じて報酬を申請する',
        ],
      },
    ],
  },
  {
    id: 'pages',
    heading: 'くわしく知る',
    blocks: [
      {
        kind: 'list',
        items: [
          <Link key="recruit" to="/ouendan/recruit">
            応援団の募集と活動の内容
          </Link>,
          <Link key="reward" to="/ouendan/reward">
            報酬のしくみ
          </Link>,
          <Link key="company" to="/ouendan/company">
            応援団として活動している企業・団体
          </Link>,
          <Link key="join" to="/ouendan/join">
            応援団に申し込む
          </Link>,
        ],
      },
    ],
  },
];

export const recruitMeta: PageMeta = { title: '応援団募集', updatedAt: LEGAL_TEXT_DATE };
export const recruitLead = (
  <p>
    「近所の家がずっと空いたまま」「親戚の家をどうしたらいいか相談された」——そんな場面に出会ったら、家いちばのことを伝えてください。応援団は、そのひと声をお手伝いする仕組みです。
  </p>
);
export const recruitSections: ContentSection[] = [
  {
    id: 'activities',
    heading: '応援団の活動',
    blocks: [
      {
        kind: 'steps',
        label: '応援団の活動の流れ',
        steps: [
          { title: 'お申し込み', body: <p>応援団の申し込みフォームから、活動する地域と取り組みたいことをお知らせください。</p> },
          { title: '審査・承認', body: <p>事務局で内容を確認し、結果をメールでお知らせします。承認されると、マイページに紹介リンクが表示されます。</p> },
          {
            title: '持ち主さんへのご紹介',
            body: <p>紹介リンクを持ち主さんに伝えてください。リンクから来た方の会員登録や物件の投稿は、{REFERRAL_DAYS}日間あなたのご紹介として記録されます。</p>,
          },
          { title: '報酬の申請', body: <p>ご紹介の実績はマイページの応援団に表示されます。そこから報酬を申請できます。</p> },
        ],
      },
    ],
  },
  {
    id: 'who',
    heading: 'こんな方を歓迎します',
    blocks: [
      {
        kind: 'list',
        items: ['地元の空き家のことをよく知っている方', '自治会・町内会や地域おこしの活動をしている方', '建物や相続の仕事で空き家の相談を受けることがある事業者の方'],
      },
      {
        kind: 'note',
        content: (
          <>
            応援団は持ち主さんに家いちばをご紹介する役割です。売買の仲介や、持ち主さんに代わっての交渉はお願いしていません。
          </>
        ),
      },
    ],
  },
  {
    id: 'apply',
    heading: '申し込み',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            お申し込みには会員登録（無料）が必要です。<Link to="/ouendan/join">応援団の申し込みフォーム</Link>からどうぞ。報酬については
            <Link to="/ouendan/reward">報酬のしくみ</Link>をご覧ください。
          </>
        ),
      },
    ],
  },
];

export const rewardMeta: PageMeta = { title: '応援団の報酬', updatedAt: LEGAL_TEXT_DATE };
export const rewardLead = (
  <p>ご紹介した方が家いちばを使い始めたら、その実績に応じて報酬をお支払いします。同じ方についての報酬は、種類ごとに1回です。</p>
);
export const rewardSections: ContentSection[] = [
  {
    id: 'amounts',
    heading: '報酬の金額',
    blocks: [
      {
        kind: 'table',
        caption: '報酬の金額',
        hideCaption: true,
        rows: PARTNER_REWARDS.map((r) => ({
          label: r.label,
          value: (
            <>
              <strong>{formatYen(r.amountYen)}</strong>（税込）
              <br />
              {r.description}
            </>
          ),
        })),
      },
    ],
  },
  {
    id: 'how',
    heading: '申請からお支払いまで',
    blocks: [
      {
        kind: 'steps',
        label: '報酬の申請からお支払いまで',
        steps: [
          { title: '申請', body: <p>マイページの応援団で、ご紹介の実績ごとに「報酬を申請する」を押してください。</p> },
          { title: '確認・承認', body: <p>事務局でご紹介の内容を確認し、承認します。確認の結果はメールでもお知らせします。</p> },
          { title: 'お支払い', body: <p>承認した報酬は、翌月末までにお支払いします。お支払いが済むと状況が「支払済み」になります。</p> },
        ],
      },
      {
        kind: 'note',
        content: <>ご自身の紹介リンクからご自身が登録・投稿した場合や、すでに別の方のご紹介として記録されている方は、報酬の対象になりません。</>,
      },
    ],
  },
];

export const companyMeta: PageMeta = { title: '応援団企業・団体', updatedAt: LEGAL_TEXT_DATE };
export const companyLead = <p>地域の空き家の活用を、仕事や活動を通じて応援してくださっている企業・団体の皆さまです（五十音順）。</p>;
export const companySections: ContentSection[] = [
  {
    id: 'companies',
    heading: '応援団として活動している企業・団体',
    blocks: [
      {
        kind: 'table',
        caption: '応援団企業・団体の一覧',
        hideCaption: true,
        rows: [
          { label: 'あおば司法書士事務所（宮城県仙台市）', value: '相続登記のご相談から、空き家の持ち主さんに家いちばをご案内しています。' },
          { label: '奥能登まちづくり協議会（石川県珠洲市）', value: '空き家の見回り活動の中で、持ち主さんへの声かけを続けています。' },
          { label: '株式会社さとやま工務店（岡山県真庭市）', value: '古民家の改修の経験を生かして、買い手の方の相談にも乗っています。' },
          { label: 'NPO法人 しまなみ暮らし研究所（広島県尾道市）', value: '移住相談の窓口で、空き家を探す方と持ち主さんをつないでいます。' },
        ],
      },
      {
        kind: 'paragraph',
        content: (
          <>
            企業・団体として応援団に加わりたい方は、<Link to="/ouendan/join">応援団の申し込みフォーム</Link>からお申し込みください。
          </>
        ),
      },
    ],
  },
];
