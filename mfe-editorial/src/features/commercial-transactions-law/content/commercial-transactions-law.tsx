import { Link } from 'react-router-dom';
import type { PageMeta, TableRow } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE, OPERATOR } from '../../../content/operator';

export const commercialTransactionsLawMeta: PageMeta = {
  title: '特定商取引法に基づく表記',
  updatedAt: LEGAL_TEXT_DATE,
};

export const commercialTransactionsLawLead = (
  <p>
    {OPERATOR.name}
    が提供する有料のサービス（不動産ストック活用コンサルティングなど）について、特定商取引に関する法律に基づき、次のとおり表示します。
  </p>
);

const contactForm = <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>;

export const commercialTransactionsLawRows: TableRow[] = [
  { label: '販売事業者', value: OPERATOR.name },
  { label: '運営統括責任者', value: OPERATOR.representativeName },
  { label: '所在地', value: `${OPERATOR.postalCode} ${OPERATOR.address}` },
  {
    label: '電話番号',
    value: <>ご請求をいただいた場合には、遅滞なく開示します。{contactForm}からご請求ください。</>,
  },
  { label: 'メールアドレス', value: <>お問い合わせは{contactForm}で受け付けています。</> },
  { label: 'お問い合わせ受付時間', value: OPERATOR.hours },
  {
    label: '販売価格',
    value: (
      <>
        <p>物件の掲載・閲覧、売主への問い合わせ、メッセージのやりとりは無料です。</p>
        <p>有料サービスの料金は、各サービスのご案内ページまたはお見積書に、消費税込みの金額で表示します。</p>
      </>
    ),
  },
  {
    label: '商品代金以外の必要料金',
    value: 'インターネットの接続料金・通信料金、銀行振込の際の振込手数料はお客さまのご負担となります。',
  },
  { label: 'お支払い方法', value: '銀行振込' },
  { label: 'お支払い時期', value: 'ご契約の成立後、請求書に記載のお支払い期日までにお支払いください。' },
  {
    label: 'サービスの提供時期',
    value: 'ご契約の成立後、お打ち合わせのうえで決めた日程で提供します。',
  },
  {
    label: 'キャンセル・返金',
    value: (
      <>
        <p>
          サービスの提供を始める前のキャンセルは、{contactForm}からご連絡ください。提供を始めた後のキャンセルと返金は、役務の性質上お受けできません。
        </p>
        <p>ご契約に別の定めがある場合は、その定めに従います。</p>
      </>
    ),
  },
  {
    label: '動作環境',
    value:
      'Google Chrome、Safari、Microsoft Edge、Firefoxの各最新版でご利用ください。JavaScriptとCookieを有効にしてください。',
  },
];

export const commercialTransactionsLawNote = (
  <p>
    家いちばに掲載されている物件の売買は、売主と買主の間で行われる取引です。当社は売買の当事者ではないため、物件の価格や取引の条件は、各物件の掲載内容と当事者同士の合意によって決まります。詳しくは
    <Link to="/however">免責事項</Link>をご覧ください。
  </p>
);
