import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import { StepGuide, type GuideStep } from './step-guide';

const STEPS: readonly GuideStep[] = [
  { title: '物件を探す', text: '物件一覧で、都道府県や市町村を選んで気になる物件を探します。' },
  { title: '利用規約を確かめる', text: '物件ページで、その自治体の空き家バンクの利用規約を確かめます。利用者登録が必要な自治体もあります。' },
  { title: '自治体の窓口に問い合わせ', text: '物件ページの「お問い合わせ先」から、市町村の担当窓口に電話かメールで問い合わせます。物件番号を伝えるとスムーズです。' },
  { title: '内覧して相談', text: '窓口の案内で物件を見学し、価格や引き渡しの条件を相談します。' },
];

/** How a buyer uses the bank. */
export function BuyerSteps() {
  return (
    <StepGuide
      id="buyer"
      title="物件を探している方へ"
      lead="掲載されている物件は、どなたでも会員登録なしで見られます。問い合わせ先は物件ごとに、掲載している自治体の窓口です。"
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
