import { CtaLink } from './cta-link';
import { Section } from './section';
import styles from './content.module.css';
import problemStyles from './problem-section.module.css';

const PROBLEMS = [
  '相続した実家が空き家になっている',
  '遠方に住んでいて管理できない',
  '解体か活用か迷っている',
  '古すぎて売れるのかどうかわからない',
  '固定資産税や維持費だけがかかり続けている',
  '兄弟や親族と共有していて話がまとまらない',
  '不動産会社に相談したが、扱ってもらえなかった',
  '思い出のある家なので、できれば誰かに使ってほしい',
];

/** #problem: what owners typically struggle with. */
export function ProblemSection() {
  return (
    <Section id="problem" eyebrow="Problem" title="こんなお悩みはありませんか" tone="tinted">
      <ul className={problemStyles.list}>
        {PROBLEMS.map((problem) => (
          <li key={problem} className={problemStyles.item}>
            {problem}
          </li>
        ))}
      </ul>
      <p className={`${styles.text} ${problemStyles.closing}`}>
        ひとつでも当てはまるなら、まずはお話をお聞かせください。状況を整理するだけでも、次に何をすればよいかが見えてきます。
      </p>
      <div className={styles.center}>
        <CtaLink />
      </div>
    </Section>
  );
}
