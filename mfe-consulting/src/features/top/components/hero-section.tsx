import { Link } from 'react-router-dom';
import { TOP_PATH } from '../../../config/anchors';
import { CtaLink } from './cta-link';
import styles from './hero-section.module.css';

/** #top: what airyflow is, in one screen. */
export function HeroSection() {
  return (
    <section id="top" aria-labelledby="top-heading" tabIndex={-1} className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>家いちばの不動産ストック活用コンサルティング</p>
        <h1 id="top-heading" className={styles.title}>
          使われていない家や土地を、
          <br />
          もう一度「活きる場所」に。
        </h1>
        <p className={styles.lead}>
          airyflow（エアリーフロー）は、空き家や使われていない不動産をお持ちの方のための相談窓口です。売る、貸す、直して使う、手放す――。物件の状態と持ち主の事情に合わせて、いちばん無理のない活かし方を一緒に考えます。
        </p>
        <div className={styles.actions}>
          <CtaLink label="無料で相談を申し込む" />
          <Link to={{ pathname: TOP_PATH, hash: '#consulting-menu' }} className={styles.secondary}>
            メニューと料金を見る
          </Link>
        </div>
      </div>
    </section>
  );
}
