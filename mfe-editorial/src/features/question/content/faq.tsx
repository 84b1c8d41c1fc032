import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageMeta } from '../../../components/content-types';
import { CONTACT_PATH, LEGAL_TEXT_DATE } from '../../../content/operator';

export interface FaqEntry {
  /** Stable anchor, ASCII kebab-case: /question#<id> opens this entry. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqCategory {
  id: string;
  heading: string;
  entries: FaqEntry[];
}

export const questionMeta: PageMeta = { title: 'よくある質問', updatedAt: LEGAL_TEXT_DATE };

export const questionLead = (
  <p>
    家いちばについて、よくいただくご質問と回答をまとめました。質問をクリック（タップ）すると回答が開きます。ここで解決しない場合は、
    <Link to={CONTACT_PATH}>お問い合わせフォーム</Link>からご連絡ください。
  </p>
);

export const faqCategories: FaqCategory[] = [
  {
    id: 'about',
    heading: '家いちばについて',
    entries: [
      {
        id: 'what-is-ieichiba',
        question: '家いちばはどんなサイトですか？',
        answer: (
          <p>
            空き家や古い建物の持ち主が自分で物件を掲載し、買いたい人と直接やりとりできる掲示板サイトです。問い合わせから決済までの商談を、段階を追って進められる仕組みがあります。詳しくは
            <Link to="/system">家いちばとは</Link>をご覧ください。
          </p>
        ),
      },
      {
        id: 'fees',
        question: '利用料金はかかりますか？',
        answer: (
          <p>
            物件の掲載・閲覧、売主さんへの問い合わせ、メッセージのやりとりは無料です。契約書の作成や登記を専門家に依頼する費用、税金などは、取引の当事者の負担になります。
          </p>
        ),
      },
      {
        id: 'is-operator-a-party',
        question: '家いちばが取引に立ち会ったり、仲介したりしてくれますか？',
        answer: (
          <>
            <p>
              家いちばは掲示板の運営者であり、売買の当事者や仲介者にはなりません。条件の交渉や契約は、売主さんと買主さんの間で行っていただきます。
            </p>
            <p>
              契約書の作成などは、宅地建物取引業者や司法書士などの専門家への依頼をおすすめします。建物の活用方法から相談したい方は、
              <Link to="/airyflow">不動産ストック活用コンサルティング</Link>（有料）もご利用いただけます。
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'sellers',
    heading: '売りたい方',
    entries: [
      {
        id: 'what-can-be-listed',
        question: 'どんな物件でも掲載できますか？',
        answer: (
          <p>
            空き家、古い住宅、店舗、倉庫、土地など、さまざまな物件を掲載できます。築年数が古い、山あいにある、再建築ができないといった理由で売りにくいと言われた物件も歓迎です。ただし、掲載できるのは所有者ご本人か、所有者から売却を任された方に限ります。共有名義の場合は、共有者全員の同意を得てから掲載してください。
          </p>
        ),
      },
      {
        id: 'inheritance-registration',
        question: '相続登記がまだ済んでいない家でも掲載できますか？',
        answer: (
          <p>
            掲載して買い手を探すことはできますが、売買契約を結んで引き渡すまでに、相続人の名義への登記を済ませる必要があります。相続登記は2024年4月から義務になっています。早めに司法書士や法務局に相談しておくと、商談がまとまった後に慌てずに済みます。
          </p>
        ),
      },
      {
        id: 'undecided-price',
        question: '価格が決まっていなくても掲載できますか？',
        answer: (
          <p>
            はい。「価格未定」のまま掲載して、問い合わせを受けながら決めることもできます。買主さんからの提案を聞いてから考えたいという売主さんにもよく使われています。
          </p>
        ),
      },
      {
        id: 'pause-listing',
        question: '掲載を一時的に止めることはできますか？',
        answer: (
          <p>
            できます。マイページの掲載物件の一覧から、掲載の停止と再開を切り替えられます。商談が進んで新しい問い合わせを受けたくないときなどにご利用ください。
          </p>
        ),
      },
    ],
  },
  {
    id: 'buyers',
    heading: '買いたい方',
    entries: [
      {
        id: 'registration-needed',
        question: '物件を見たり問い合わせたりするのに会員登録は必要ですか？',
        answer: (
          <p>
            物件の閲覧と検索は、会員登録なしでご利用いただけます。売主さんへの問い合わせ、お気に入りへの保存、メッセージのやりとりには、会員登録（無料）とログインが必要です。
          </p>
        ),
      },
      {
        id: 'how-to-view',
        question: '内覧はどうやって申し込みますか？',
        answer: (
          <p>
            売主さんが商談を始めた後、マイページのメッセージ画面にある「内覧予約」から希望の日時を送ります。売主さんが承諾すると内覧の日程が確定します。都合が変わった場合は、日程の変更もできます。
          </p>
        ),
      },
      {
        id: 'purchase-application',
        question: '購入申込書とは何ですか？',
        answer: (
          <p>
            内覧の後、買いたいという意思と、価格や引き渡し時期などの条件を売主さんに伝えるための書面です。売主さんは承諾・保留・却下を選べます。購入申込書は売買契約ではありません。条件がまとまった後に、あらためて売買契約書を交わします。
          </p>
        ),
      },
      {
        id: 'loans',
        question: '住宅ローンは使えますか？',
        answer: (
          <p>
            物件や金融機関によって異なります。古い建物は担保としての評価が低く、住宅ローンが使いにくいことがあるため、購入を申し込む前に金融機関へ相談しておきましょう。自治体によっては、空き家の購入や改修に使える補助金の制度があります。
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    heading: '会員登録・メール',
    entries: [
      {
        id: 'forgot-password',
        question: 'パスワードを忘れてしまいました。',
        answer: (
          <p>
            <Link to="/login/reset">パスワードの再設定ページ</Link>
            でご登録のメールアドレスを入力すると、再設定用のメールが届きます。メールに記載のリンクから新しいパスワードを設定してください。
          </p>
        ),
      },
      {
        id: 'mail-not-arriving',
        question: '家いちばからのメールが届きません。',
        answer: (
          <p>
            迷惑メールフォルダに振り分けられていないか、携帯電話会社のメールで受信の制限をしていないかをご確認ください。詳しくは
            <Link to="/mail-delivery">メール配信について</Link>をご覧ください。
          </p>
        ),
      },
      {
        id: 'change-profile',
        question: '登録した名前や住所を変更したいです。',
        answer: <p>マイページのプロフィール画面から、お名前・ご住所・ご連絡先の変更を申請できます。</p>,
      },
    ],
  },
  {
    id: 'safety',
    heading: '安全な取引のために',
    entries: [
      {
        id: 'trust',
        question: '相手が信頼できる人かどうか不安です。',
        answer: (
          <p>
            必ず現地で物件を確かめ、登記簿で所有者を確認し、契約書を交わしてから代金を支払うようにしてください。契約の前に送金を求められた場合は応じず、家いちばへお知らせください。詳しくは
            <Link to="/safety">安全への取り組み</Link>をご覧ください。
          </p>
        ),
      },
      {
        id: 'report',
        question: '不審なメッセージが届いたときは？',
        answer: (
          <p>
            やりとりを続ける前に、<Link to={CONTACT_PATH}>お問い合わせフォーム</Link>
            から、物件ページのURLとメッセージの内容を添えてお知らせください。家いちばで事実関係を確認し、必要に応じて掲載や利用の停止などの対応を行います。
          </p>
        ),
      },
    ],
  },
];
