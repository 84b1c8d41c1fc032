import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { LIST_PATH, MANAGE_PATH } from '../../../config/paths';
import styles from './bank-intro.module.css';

/** The top of the bank: what it is (listings of partner municipalities) and the ways in. */
export function BankIntro() {
  return (
    <div className={styles.intro}>
      <p className={styles.eyebrow}>家いちばの空き家バンク</p>
      <h1 className={styles.title}>自治体の空き家バンクを、まとめて探す。</h1>
      <p className={styles.lead}>
        家いちばと提携する自治体が、それぞれの空き家バンクに登録された物件をここに掲載しています。都道府県や市町村で絞り込んで探せて、物件ごとに自治体の窓口とその空き家バンクの利用規約を確かめられます。
      </p>
      <div className={styles.actions}>
        <Link to={LIST_PATH} className={buttonClass('primary')}>
          物件一覧を見る
        </Link>
        <Link to={MANAGE_PATH} className={buttonClass('secondary')}>
          自治体の方（物件の管理）
        </Link>
      </div>
    </div>
  );
}
