import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { StepGuide, type GuideStep } from './step-guide';
import { MANAGE_PATH } from '../../../config/paths';

const STEPS: readonly GuideStep[] = [
  { title: '提携のお申し込み', text: '自治体の担当課から、お問い合わせフォームで提携をお申し込みください。利用規約と窓口の情報をうかがいます。' },
  { title: '担当者アカウント', text: '担当者の方の家いちば会員アカウントを、自治体の物件を管理できるアカウントとして登録します。' },
  { title: '物件を登録', text: 'ログインして「物件の管理」から物件の情報と写真を登録します。写真の位置情報などは自動で取り除かれます。' },
  { title: '公開・非公開の切り替え', text: '「公開する」を押すと物件一覧に並びます。成約した物件はいつでも非公開にできます。' },
];

/** How a municipality registers its listings (and where an owner goes instead). */
export function SellerSteps() {
  return (
    <StepGuide
      id="seller"
      title="物件を登録するには"
      lead="空き家バンクの物件は、提携する自治体の担当者が登録します。空き家の持ち主の方は、お住まいの市町村の空き家バンクにご相談いただくか、家いちばの掲示板にご自身で掲載できます。"
      steps={STEPS}
    >
      <Link to={MANAGE_PATH} className={buttonClass('primary')}>
        物件の管理（自治体の方）
      </Link>
      <Link to="/post" className={buttonClass('secondary')}>
        掲示板に物件を掲載する
      </Link>
    </StepGuide>
  );
}
