import { Link } from 'react-router-dom';
import { buttonClass } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import styles from './bank-intro.module.css';

/** The top of the bank: what the private vacant-house bank is. */
export function BankIntro() {
  return (
    <div className={styles.intro}>
      <p className={styles.eyebrow}>家いちばの民間空き家バンク</p>
      <h1 className={styles.title}>全国の空き家を、持ち主から直接。</h1>
      <p className={styles.lead}>
        民間空き家バンクは、全国の空き家や古い建物、使われていない土地を、持ち主自身が掲載し、買いたい人と直接やりとりできる場所です。市町村の垣根をこえて物件を探せるので、住む場所がまだ決まっていない方にも、思いがけない一軒との出会いがあります。
      </p>
      <div className={styles.actions}>
        <Link to={LIST_PATH} className={buttonClass('primary')}>
          物件一覧を見る
        </Link>
        <Link to="/post" className={buttonClass('secondary')}>
          物件を掲載する
        </Link>
      </div>
    </div>
  );
}
