import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import { StepGuide, type GuideStep } from './step-guide';

const STEPS: readonly GuideStep[] = [
  { title: '物件を探す', text: '物件一覧や掲示板から、エリアや価格で気になる物件を探します。' },
  { title: 'お気に入りに保存', text: '会員登録をすると、気になる物件をお気に入りに保存して見比べられます。' },
  { title: '持ち主に問い合わせ', text: '物件ページから持ち主に直接問い合わせます。わからないことは遠慮なく質問しましょう。' },
  { title: '内覧して相談', text: '実際に物件を見て、価格や引き渡しの条件を持ち主と相談します。' },
];

/** How a buyer uses the bank. */
export function BuyerSteps() {
  return (
    <StepGuide
      id="buyer"
      title="物件を探している方へ"
      lead="掲載されている物件は、どなたでも会員登録なしで見られます。問い合わせやお気に入りの保存には、会員登録が必要です。"
      steps={STEPS}
    >
      <Link to={LIST_PATH} className={buttonClass('primary')}>
        物件一覧を見る
      </Link>
      <Link to="/board" className={buttonClass('secondary')}>
        掲示板で探す
      </Link>
    </StepGuide>
  );
}
