import { Link } from 'react-router-dom';
import type { ContentSection, PageMeta, TableRow } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE } from '../../../content/operator';

export const mailDeliveryMeta: PageMeta = { title: 'メール配信について', updatedAt: LEGAL_TEXT_DATE };

export const mailDeliveryLead = (
  <p>
    家いちばでは、会員の皆さまにお知らせをメールでお送りしています。お送りするメールの種類と、受け取るメールを選ぶ方法をご案内します。
  </p>
);

/**
 * The three kinds of mail a member can switch on and off. They match the mail receiving settings of
 * the base data (waitingForReopening, newProperties, others — toggle types 1, 2, 3).
 */
const optionalMailRows: TableRow[] = [
  {
    label: '受付再開のお知らせ',
    value: '問い合わせの受付を一時停止している物件で、受付が再開されたときにお知らせします。',
  },
  {
    label: '新着物件のお知らせ',
    value: '新しく掲載された物件をまとめてお知らせします。',
  },
  {
    label: 'その他のお知らせ',
    value: '特集記事やイベント、家いちば応援団、コンサルティングなどのご案内をお送りします。',
  },
];

export const mailDeliverySections: ContentSection[] = [
  {
    id: 'kinds',
    heading: 'お送りするメール',
    blocks: [
      {
        kind: 'subsection',
        heading: 'サービスの利用に必要なメール',
        blocks: [
          '次のメールは、ご本人の確認や取引の進行に欠かせないため、受信設定にかかわらずお送りします。',
          {
            kind: 'list',
            items: [
              '会員登録の際のメールアドレス確認メール',
              'パスワードの設定・再設定のメール',
              'メールアドレスの変更を確認するメール',
              '新着メッセージのお知らせ',
              '商談の進み具合のお知らせ（内覧の予約や日程の変更、購入申込書の提出・回答など）',
              '掲載している物件への問い合わせのお知らせ',
              '利用規約の変更など、サービスに関する重要なお知らせ',
            ],
          },
        ],
      },
      {
        kind: 'subsection',
        heading: '受け取るかどうかを選べるメール',
        blocks: [
          '次の3種類のメールは、マイページの受信設定で、受け取る・受け取らないを選べます。',
          { kind: 'table', caption: '受信設定で選べるメール', rows: optionalMailRows, hideCaption: true },
        ],
      },
    ],
  },
  {
    id: 'settings',
    heading: '受信設定の変更方法',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          '家いちばにログインします。',
          <>
            <Link to="/my-page">マイページ</Link>を開きます。
          </>,
          'メールの受信設定で、受け取りたいメールをオンに、停止したいメールをオフに切り替えます。',
        ],
      },
      '設定を変更した直後は、すでに配信の準備に入っていたメールが届くことがあります。ご了承ください。',
      'メールの送り先を変えたい場合は、マイページからメールアドレスを変更してください。新しいアドレスに届く確認メールのリンクを開くと、変更が完了します。',
    ],
  },
  {
    id: 'not-arriving',
    heading: 'メールが届かないとき',
    blocks: [
      {
        kind: 'list',
        items: [
          '迷惑メールフォルダやプロモーションのフォルダに振り分けられていないかご確認ください。',
          '携帯電話会社のメールアドレスをお使いの場合、パソコンからのメールや特定のドメインからのメールを受け取らない設定になっていることがあります。家いちばからのメールを受信できるよう設定してください。',
          'ご登録のメールアドレスに誤りがないか、マイページのプロフィール画面でご確認ください。',
        ],
      },
      {
        kind: 'paragraph',
        content: (
          <>
            それでも届かない場合は、<Link to={CONTACT_PATH}>お問い合わせフォーム</Link>からご連絡ください。
          </>
        ),
      },
    ],
  },
  {
    id: 'phishing',
    heading: '家いちばを名乗る不審なメールにご注意ください',
    blocks: [
      '家いちばから、メールでパスワードや口座の暗証番号、クレジットカード番号をおたずねすることはありません。また、メールで送金をお願いすることもありません。心当たりのないメールに記載されたリンクは開かず、削除してください。',
    ],
  },
];
