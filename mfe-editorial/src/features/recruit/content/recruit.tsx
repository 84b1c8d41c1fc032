import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta, Step } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE } from '../../../content/operator';

export const recruitMeta: PageMeta = { title: '採用情報', updatedAt: LEGAL_TEXT_DATE };

export const recruitLead = (
  <>
    <p>使われなくなった家や建物を、次に使う人へ。家いちばで一緒に働く仲間を募集しています。</p>
    <p>
      不動産の経験は問いません。古い建物や地域の暮らしに興味があり、売主さん・買主さんの話にじっくり耳を傾けられる方を歓迎します。
    </p>
  </>
);

const selectionSteps: Step[] = [
  {
    title: 'ご応募',
    body: <p>下記の「応募方法」に沿ってご連絡ください。</p>,
  },
  {
    title: '書類選考',
    body: <p>お送りいただいた書類を拝見し、1週間ほどで結果をご連絡します。</p>,
  },
  {
    title: '面接（2回程度）',
    body: <p>1回目はオンラインで、2回目は事務所でお会いします。ご希望があれば、すべてオンラインでも行います。</p>,
  },
  {
    title: '内定',
    body: <p>入社の時期や働き方について、ご相談のうえで決めます。</p>,
  },
];

export const recruitSections: ContentSection[] = [
  {
    id: 'about-us',
    heading: '私たちについて',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            家いちばは、空き家や古い建物の持ち主が自分で物件を掲載し、買いたい人と直接やりとりする掲示板です。掲載のお手伝いから読みものの制作、サイトの開発まで、少人数のチームで運営しています。どんな仕事があるのかは
            <Link to="/work">スタッフの仕事</Link>、会社のことは<Link to="/company">運営会社</Link>
            をご覧ください。
          </>
        ),
      },
    ],
  },
  {
    id: 'positions',
    heading: '募集している職種',
    blocks: [
      {
        kind: 'subsection',
        heading: '掲載サポート・カスタマーサポート',
        blocks: [
          'はじめて物件を掲載する売主さんからのご相談に応え、写真の撮り方や説明文の書き方をお手伝いします。掲載前の内容の確認や、利用者の皆さまからのお問い合わせへの対応も担当します。',
          {
            kind: 'list',
            items: [
              '歓迎する経験：接客・カスタマーサポート、不動産や建築に関わる仕事',
              '歓迎する資格：宅地建物取引士（必須ではありません）',
            ],
          },
        ],
      },
      {
        kind: 'subsection',
        heading: '編集・ライター（読みもの担当）',
        blocks: [
          '売主さんの体験談や、田舎図鑑・商店街の記事を企画し、取材して書きます。全国の物件や町を訪ねる出張があります。',
          {
            kind: 'list',
            items: ['歓迎する経験：Webメディアや雑誌での編集・執筆、写真撮影'],
          },
        ],
      },
      {
        kind: 'subsection',
        heading: 'Webエンジニア',
        blocks: [
          '物件の検索やメッセージ、商談の仕組みなど、家いちばのサイトを設計し、開発します。画面と、それを支えるサーバーの両方に関わります。',
          {
            kind: 'list',
            items: [
              '使っている技術：TypeScript、React、Node.js',
              '歓迎する経験：Webサービスの開発・運用、アクセシビリティへの配慮',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'conditions',
    heading: '募集要項',
    blocks: [
      {
        kind: 'table',
        caption: '募集要項',
        hideCaption: true,
        rows: [
          { label: '雇用形態', value: '正社員（試用期間3か月）。業務委託での参加もご相談ください。' },
          { label: '勤務地', value: '本社（東京都台東区）。職種によってリモートワークができます。' },
          { label: '勤務時間', value: 'フレックスタイム制（1日の標準労働時間は8時間）' },
          { label: '給与', value: '経験と能力を考慮のうえ、面接を経て決定します。' },
          { label: '休日・休暇', value: '土日祝日、年末年始休暇、夏季休暇、年次有給休暇' },
          { label: '待遇', value: '各種社会保険完備、交通費支給、書籍の購入補助' },
        ],
      },
    ],
  },
  {
    id: 'selection',
    heading: '選考の流れ',
    blocks: [{ kind: 'steps', label: '選考の流れ', steps: selectionSteps }],
  },
  {
    id: 'how-to-apply',
    heading: '応募方法',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>
            から、お問い合わせ内容の冒頭に「採用について」と希望する職種をご記入のうえ、簡単な自己紹介をお送りください。履歴書・職務経歴書の送り方は、折り返しご案内します。
          </>
        ),
      },
      {
        kind: 'paragraph',
        content: (
          <>
            いただいた個人情報は、採用選考とそのためのご連絡にのみ利用します。取り扱いについては
            <Link to="/personal-information">個人情報の取り扱いについて</Link>をご覧ください。
          </>
        ),
      },
    ],
  },
];
