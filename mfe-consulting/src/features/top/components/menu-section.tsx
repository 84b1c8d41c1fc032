import { CtaLink } from './cta-link';
import { Section } from './section';
import styles from './content.module.css';
import menuStyles from './menu-section.module.css';

const PLANS = [
  {
    name: '初回相談',
    price: '無料',
    unit: '60分程度・オンラインまたはお電話',
    text: '物件の概要とお困りごとをうかがい、考えられる選択肢と進め方をご案内します。この段階で費用がかかることはありません。',
  },
  {
    name: '調査・活用提案',
    price: '110,000円〜',
    unit: '税込・1物件あたり',
    text: '現地調査と役所・法務局での調査をもとに、売却・賃貸・改修して活用・解体などの案を、概算費用と見通しを添えた提案書にまとめます。',
  },
  {
    name: '伴走支援',
    price: '月額 33,000円〜',
    unit: '税込・ご契約期間中',
    text: '決めた方針の実行をお手伝いします。買い手・借り手探し、工事会社や専門家との調整、手続きの進み具合の管理まで、窓口としてご一緒します。',
  },
];

/** #consulting-menu: the plans and their prices. */
export function MenuSection() {
  return (
    <Section id="consulting-menu" eyebrow="Menu" title="コンサルティングメニュー" tone="tinted">
      <p className={styles.text}>まずは無料の初回相談から。必要なところだけを選んでご依頼いただけます。</p>
      <ol className={`${styles.grid} ${styles.grid3}`}>
        {PLANS.map((plan, index) => (
          <li key={plan.name} className={`${styles.card} ${menuStyles.plan}`}>
            <span className={styles.number}>STEP {index + 1}</span>
            <h3 className={styles.cardTitle}>{plan.name}</h3>
            <p className={menuStyles.price}>
              <span className={menuStyles.amount}>{plan.price}</span>
              <span className={menuStyles.unit}>{plan.unit}</span>
            </p>
            <p className={styles.cardText}>{plan.text}</p>
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
