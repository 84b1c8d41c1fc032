import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE, OPERATOR } from '../../../content/operator';

export const personalInformationMeta: PageMeta = { title: '個人情報の取り扱いについて', updatedAt: LEGAL_TEXT_DATE };

export const personalInformationLead = (
  <p>
    家いちばの会員登録、物件の掲載、お問い合わせ、各種お申し込みのフォームでご入力いただく個人情報は、次のとおり取り扱います。内容をご確認いただき、同意のうえでお送りください。
  </p>
);

export const personalInformationSections: ContentSection[] = [
  {
    id: 'operator',
    heading: '1. 事業者の名称',
    blocks: [OPERATOR.name],
  },
  {
    id: 'manager',
    heading: '2. 個人情報保護管理者',
    blocks: [
      `${OPERATOR.name} 個人情報保護管理者（ご連絡は「8. お問い合わせ窓口」にお願いします）`,
    ],
  },
  {
    id: 'purposes',
    heading: '3. 利用目的',
    blocks: [
      'ご入力いただいた個人情報は、次の目的のために利用します。',
      {
        kind: 'list',
        items: [
          '会員登録の受付、ご本人の確認、ログインのため',
          '物件の掲載、利用者同士のメッセージ、商談の進行など、家いちばのサービスを提供するため',
          'お問い合わせ・お申し込みへの回答と、その後のご連絡のため',
          'サービスに関するお知らせやご案内をお送りするため',
          '不正な利用の防止と、トラブルへの対応のため',
        ],
      },
      {
        kind: 'paragraph',
        content: (
          <>
            詳しくは<Link to="/privacy-policy">プライバシーポリシー</Link>の「2. 利用目的」をご覧ください。
          </>
        ),
      },
    ],
  },
  {
    id: 'third-parties',
    heading: '4. 第三者への提供',
    blocks: [
      '法令に基づく場合などを除き、ご本人の同意を得ることなく、個人情報を第三者に提供することはありません。',
      'なお、家いちばは利用者同士が直接やりとりする掲示板のため、問い合わせや商談の相手方には、あなたのお名前と進行中の問い合わせの件数が表示されます。',
    ],
  },
  {
    id: 'outsourcing',
    heading: '5. 取り扱いの委託',
    blocks: [
      '利用目的の達成に必要な範囲で、個人情報の取り扱いを外部の事業者に委託することがあります。その場合は、十分な安全管理を行う事業者を選び、契約によって適切な取り扱いを義務づけ、監督します。',
    ],
  },
  {
    id: 'voluntary',
    heading: '6. ご提供の任意性',
    blocks: [
      '個人情報のご提供は任意です。ただし、必須の項目をご入力いただけない場合は、会員登録、物件の掲載、お問い合わせへの回答などができないことがあります。',
    ],
  },
  {
    id: 'cookie',
    heading: '7. ご本人が容易に認識できない方法による取得',
    blocks: [
      {
        kind: 'paragraph',
        content: (
          <>
            家いちばでは、ログイン状態の維持とアクセス解析のためにCookieを利用しています。詳しくは
            <Link to="/privacy-policy#analytics">プライバシーポリシーの「5. アクセス解析ツールについて」</Link>
            と
            <Link to="/privacy-policy#cookie">「6. Cookieについて」</Link>
            をご覧ください。
          </>
        ),
      },
    ],
  },
  {
    id: 'contact',
    heading: '8. 開示等の請求とお問い合わせ窓口',
    blocks: [
      'ご本人は、当社が保有する個人データの利用目的の通知、開示、訂正・追加・削除、利用の停止・消去、第三者への提供の停止を請求できます。ご請求やお問い合わせは、次の窓口までご連絡ください。ご本人であることを確認したうえで、遅滞なく対応します。',
      {
        kind: 'table',
        caption: '個人情報のお問い合わせ窓口',
        rows: [
          { label: '窓口', value: `${OPERATOR.name} 個人情報お問い合わせ窓口` },
          { label: '所在地', value: `${OPERATOR.postalCode} ${OPERATOR.address}` },
          {
            label: '受付方法',
            value: (
              <>
                <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>
                から、お問い合わせ内容の冒頭に「個人情報について」とご記入ください。
              </>
            ),
          },
          { label: '受付時間', value: OPERATOR.hours },
        ],
      },
    ],
  },
];
