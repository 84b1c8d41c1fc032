import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta, TableRow } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE, OPERATOR } from '../../../content/operator';

export const companyMeta: PageMeta = { title: '運営会社', updatedAt: LEGAL_TEXT_DATE };

export const companyLead = (
  <p>家いちばは、株式会社家いちばが運営しています。</p>
);

/** ミッション: the short statement at the top of the page. */
const mission: ContentSection = {
  id: 'mission',
  heading: '私たちの想い',
  blocks: [
    { kind: 'catchphrase', text: '使われなくなった家や建物に、もう一度、次の役割を。' },
    '日本の各地には、住む人がいなくなったまま時間が止まった家や、役目を終えた店舗・倉庫がたくさんあります。持ち主にとっては「どう手放せばいいのかわからない」建物でも、別の誰かにとっては、暮らしや商いを始めるための大切な場所になることがあります。',
    '株式会社家いちばは、建物を売りたい人と買いたい人が直接つながり、自分たちの言葉で話し合える場所をつくっています。価格だけでは伝わらない建物の歴史や町の魅力も含めて受け渡していくことで、空き家を地域の「負担」から「次の誰かの始まり」に変えていくこと。それが私たちの仕事です。',
  ],
};

const profileRows: TableRow[] = [
  { label: '会社名', value: OPERATOR.name },
  {
    label: '所在地',
    value: (
      <>
        {OPERATOR.postalCode}
        <br />
        {OPERATOR.address}
      </>
    ),
  },
  { label: '設立', value: OPERATOR.established },
  { label: '代表者', value: OPERATOR.representative },
  {
    label: '事業内容',
    value: (
      <ul>
        {OPERATOR.businesses.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    ),
  },
  {
    label: 'お問い合わせ',
    value: (
      <>
        <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>からご連絡ください。
        <br />
        受付時間：{OPERATOR.hours}
      </>
    ),
  },
];

export const companySections: ContentSection[] = [
  mission,
  {
    id: 'profile',
    heading: '会社概要',
    blocks: [{ kind: 'table', caption: '会社概要', rows: profileRows, hideCaption: true }],
  },
  {
    id: 'services',
    heading: '運営しているサービス',
    blocks: [
      {
        kind: 'subsection',
        heading: '家いちば（空き家・古い建物の売買掲示板）',
        blocks: [
          {
            kind: 'paragraph',
            content: (
              <>
                持ち主が自分で物件を掲載し、買いたい人と直接やりとりできる掲示板です。掲載・閲覧・問い合わせは無料です。しくみは
                <Link to="/system">家いちばとは</Link>で紹介しています。
              </>
            ),
          },
        ],
      },
      {
        kind: 'subsection',
        heading: '不動産ストック活用コンサルティング',
        blocks: [
          {
            kind: 'paragraph',
            content: (
              <>
                「売るか、貸すか、残すか」から一緒に考える、空き家や古い建物の活用相談です。詳しくは
                <Link to="/airyflow">コンサルティングのページ</Link>をご覧ください。
              </>
            ),
          },
        ],
      },
      {
        kind: 'subsection',
        heading: '民間空き家バンク',
        blocks: [
          {
            kind: 'paragraph',
            content: (
              <>
                地域ごとの空き家情報をまとめて紹介する、民間の空き家バンクです。詳しくは
                <Link to="/akiyabank">民間空き家バンクのページ</Link>をご覧ください。
              </>
            ),
          },
        ],
      },
    ],
  },
  {
    id: 'more',
    heading: 'あわせて読みたい',
    blocks: [
      {
        kind: 'list',
        items: [
          <Link key="unique" to="/unique">
            家いちばの特徴
          </Link>,
          <Link key="work" to="/work">
            スタッフの仕事
          </Link>,
          <Link key="recruit" to="/recruit">
            採用情報
          </Link>,
        ],
      },
    ],
  },
];
