import { CONSULTING_FEES, formatConsultingFee } from '@akiya/contracts';
import { CtaLink } from './cta-link';
import { Section } from './section';
import styles from './content.module.css';
import menuStyles from './menu-section.module.css';

/** #consulting-menu: the plans and their prices (contracts CONSULTING_FEES, the same as /consult). */
export function MenuSection() {
  return (
    <Section id="consulting-menu" eyebrow="Menu" title="コンサルティングメニュー" tone="tinted">
      <p className={styles.text}>まずは無料の初回相談から。必要なところだけを選んでご依頼いただけます。</p>
      <ol className={`${styles.grid} ${styles.grid3}`}>
        {CONSULTING_FEES.map((plan, index) => (
          <li key={plan.name} className={`${styles.card} ${menuStyles.plan}`}>
            <span className={styles.number}>STEP {index + 1}</span>
            <h3 className={styles.cardTitle}>{plan.name}</h3>
            <p className={menuStyles.price}>
              <span className={menuStyles.amount}>{formatConsultingFee(plan)}</span>
              <span className={menuStyles.unit}>{plan.unit}</span>
            </p>
            <p className={styles.cardText}>{plan.description}</p>
          </li>
        ))}
      </ol>
      <p className={`${styles.muted} ${menuStyles.note}`}>
        ※料金は物件の所在地・規模・調査の内容によって変わります。正式なお見積りは初回相談のあとにお出しします。
        <br />
        ※現地調査の交通費は、別途ご相談させていただく場合があります。
      </p>
      <div className={styles.center}>
        <CtaLink />
      </div>
    </Section>
  );
}
