import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta, TableRow } from '../../../components/content-types';
import { LEGAL_TEXT_DATE } from '../../../content/operator';

export const workMeta: PageMeta = { title: 'スタッフの仕事', updatedAt: LEGAL_TEXT_DATE };

export const workLead = (
  <p>
    家いちばの掲示板は、売主さんと買主さんが直接やりとりする場所です。その場所を気持ちよく使っていただくために、スタッフが裏側でどんな仕事をしているのかをご紹介します。
  </p>
);

const oneDayRows: TableRow[] = [
  { label: '9:30', value: 'メールとお問い合わせの確認。急ぎのご相談から順に返信します。' },
  { label: '10:30', value: '新しく届いた掲載の申し込みを確認し、写真や説明文について売主さんにアドバイスします。' },
  { label: '13:00', value: 'はじめて掲載する売主さんとオンラインで打ち合わせ。建物の歴史や町の様子を伺います。' },
  { label: '15:00', value: '通報のあったメッセージを調べ、チームで対応を相談します。' },
  { label: '16:30', value: '体験談の原稿を編集し、写真を選びます。' },
  { label: '18:00', value: '一日の対応を記録して終業。' },
];

export const workSections: ContentSection[] = [
  {
    id: 'listing-support',
    heading: '掲載のお手伝い',
    blocks: [
      'はじめて物件を掲載する売主さんからは、「何を書けばいいのか」「どんな写真を撮ればいいのか」というご相談が届きます。建物の気になる点も含めて正直に伝えることや、暮らしの様子が伝わる写真の撮り方など、買主さんに届く掲載ページづくりをお手伝いします。',
      '新しい掲載は公開の前にスタッフが確認し、所在地や写真、説明文に問題がないか、利用規約で禁止している内容が含まれていないかを確かめます。',
    ],
  },
  {
    id: 'watching-deals',
    heading: '商談を見守る',
    blocks: [
      '商談は売主さんと買主さんの間で進みますが、「内覧の日程がまとまらない」「購入申込書の書き方がわからない」といったご相談には、サイトの使い方の面からお答えします。',
      '不審なメッセージの通報を受けたときは、やりとりの記録をもとに事実関係を確かめ、必要に応じて掲載や利用の停止などの対応を行います。',
    ],
  },
  {
    id: 'articles',
    heading: '読みものをつくる',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            家いちばで家を売った方を訪ねて<Link to="/reviews">体験談</Link>
            を書いたり、物件のある町を歩いて<Link to="/towns">田舎図鑑</Link>
            をまとめたりしています。価格や間取りだけでは伝わらない、建物と町の魅力を届けるのも大切な仕事です。
          </>
        ),
      },
    ],
  },
  {
    id: 'connecting',
    heading: '地域や専門家とつながる',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            地域で空き家に関わる方や、建築・法律の専門家が参加する<Link to="/ouendan/recruit">家いちば応援団</Link>
            の運営、<Link to="/akiyabank">民間空き家バンク</Link>
            や、空き家の活用を一緒に考える<Link to="/airyflow">コンサルティング</Link>
            も、スタッフが担当しています。
          </>
        ),
      },
    ],
  },
  {
    id: 'building-the-site',
    heading: 'サイトをつくる',
    blocks: [
      '物件の探しやすさ、メッセージの読みやすさ、商談の進めやすさ。サポートに寄せられた声をもとに、エンジニアとデザイナーがサイトを少しずつ改善しています。年齢や環境にかかわらず使えるよう、アクセシビリティにも気を配っています。',
    ],
  },
  {
    id: 'one-day',
    heading: 'あるスタッフの一日',
    blocks: [
      '掲載サポートを担当するスタッフの、ある一日の例です。',
      { kind: 'table', caption: '掲載サポート担当の一日', rows: oneDayRows },
      {
        kind: 'paragraph',
        content: (
          <>
            一緒に働いてみたい方は、<Link to="/recruit">採用情報</Link>をご覧ください。
          </>
        ),
      },
    ],
  },
];
