import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta } from '../../../components/content-types';
import { LEGAL_TEXT_DATE } from '../../../content/operator';

export const uniqueMeta: PageMeta = { title: '家いちばの特徴', updatedAt: LEGAL_TEXT_DATE };

export const uniqueLead = (
  <p>
    家いちばは、一般的な不動産サイトとは少し違います。持ち主が自分の言葉で建物を紹介し、それを受け継ぎたい人と直接話し合う。そのための6つの特徴をご紹介します。
  </p>
);

export const uniqueSections: ContentSection[] = [
  {
    id: 'self-listing',
    heading: '1. 持ち主が自分で掲載する',
    blocks: [
      '物件の写真と説明文は、持ち主である売主さんが自分で用意します。その家で過ごした時間や、季節ごとの町の表情、近所の人とのつきあい。持ち主だからこそ知っていることが、買主さんにとっては何よりの判断材料になります。',
    ],
  },
  {
    id: 'free',
    heading: '2. 掲載も問い合わせも無料',
    blocks: [
      '物件の掲載・閲覧、売主さんへの問い合わせ、メッセージのやりとりに料金はかかりません。「まずは載せて、反応を見てみる」ところから始められます。',
    ],
  },
  {
    id: 'direct',
    heading: '3. 買いたい人と直接やりとりできる',
    blocks: [
      '問い合わせは売主さんに直接届きます。どんな人が、どんな使い方を考えているのか。メッセージを重ねるうちに相手の顔が見えてくるので、「この人になら任せたい」と思える相手に出会えます。',
    ],
  },
  {
    id: 'any-property',
    heading: '4. 「売れない」と言われた物件も',
    blocks: [
      '築年数がとても古い、山あいや離島にある、再建築ができない、値段がつかない。ほかで断られてしまった物件も掲載できます。価格が決められない場合は「価格未定」で掲載し、買主さんの提案を聞きながら考えることもできます。',
    ],
  },
  {
    id: 'staged-deals',
    heading: '5. 段階を追って進む商談',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            直接のやりとりでも迷わないよう、商談は「問い合わせ → 商談 → 内覧 → 購入申込 → 契約 → 決済」と段階を追って進みます。いまどこまで進んでいるかを、売主さん・買主さんの双方が確認できます。詳しくは
            <Link to="/system">家いちばとは</Link>をご覧ください。
          </>
        ),
      },
    ],
  },
  {
    id: 'beyond-the-board',
    heading: '6. 掲示板の外にも広がる',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            先輩の売主さんの<Link to="/reviews">体験談</Link>、町の暮らしを伝える<Link to="/towns">田舎図鑑</Link>
            などの読みもの、地域の人や専門家が取引を支える<Link to="/ouendan/recruit">家いちば応援団</Link>
            、活用方法から相談できる<Link to="/airyflow">コンサルティング</Link>、地域の空き家情報をまとめた
            <Link to="/akiyabank">民間空き家バンク</Link>。掲示板のまわりにも、空き家を次へつなぐための場所があります。
          </>
        ),
      },
    ],
  },
];
