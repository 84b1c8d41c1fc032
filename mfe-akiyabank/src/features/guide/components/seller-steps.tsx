import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { StepGuide, type GuideStep } from './step-guide';

const STEPS: readonly GuideStep[] = [
  { title: '会員登録', text: 'メールアドレスで会員登録し、届いた確認メールからメールアドレスの確認を済ませます。' },
  { title: '物件を掲載', text: '写真と、所在地・広さ・希望価格などの情報を入力します。価格が決められない場合は「価格未定」でも掲載できます。' },
  { title: '問い合わせに返信', text: '届いた問い合わせには、マイページのメッセージから返信します。内覧の日程もそこで相談できます。' },
  { title: '条件がまとまったら契約へ', text: '買い手と売買の条件がまとまったら、契約の手続きに進みます。' },
];

/** How an owner registers a property. */
export function SellerSteps() {
  return (
    <StepGuide
      id="seller"
      title="物件を登録するには"
      lead="空き家の持ち主の方は、どなたでも物件を掲載できます。掲載した物件は、この民間空き家バンクと家いちばの掲示板に並びます。"
      steps={STEPS}
    >
      <Link to="/post" className={buttonClass('primary')}>
        物件を掲載する
      </Link>
    </StepGuide>
  );
}
