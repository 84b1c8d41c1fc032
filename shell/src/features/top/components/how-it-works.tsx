import styles from '../top-page.module.css';
import { TopSection } from './top-section';

const STEPS = [
  {
    title: '売主さんが掲載する',
    body: '物件の写真と、家への想いや町の暮らしを、売主さん自身の言葉で掲示板に載せます。古い家や田舎の土地など、値段をつけにくい物件も載せられます。',
  },
  {
    title: '買いたい人が問い合わせる',
    body: '気になる物件が見つかったら、サイトのメッセージで売主さんに直接問い合わせます。内覧の希望もここから伝えられます。',
  },
  {
    title: '当事者どうしで話を進める',
    body: '内覧の日程調整から購入の申し込みまで、メッセージ画面で一歩ずつ進められます。迷ったときは公開Q&Aや体験談も参考にしてください。',
  },
] as const;

/** The three steps of how the site works, under the hero. */
export function HowItWorks() {
  return (
    <TopSection headingId="top-how-title" eyebrow="HOW IT WORKS" title="家いちばのしくみ">
      <p className={styles.sectionLead}>売る人と買う人が、掲示板を通じて直接やりとりするしくみです。</p>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={styles.stepTitle}>
              <span className="visually-hidden">ステップ{i + 1}：</span>
              {step.title}
            </h3>
            <p className={styles.stepBody}>{step.body}</p>
          </li>
        ))}
      </ol>
    </TopSection>
  );
}
