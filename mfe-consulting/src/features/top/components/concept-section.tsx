import { CardGrid } from './card-grid';
import { Section } from './section';
import styles from './content.module.css';

const POINTS = [
  {
    title: '中立な立場で',
    text: '売却ありきでも、工事ありきでもありません。選べる道を並べ、それぞれの費用・手間・見通しをそのままお伝えします。',
  },
  {
    title: '物件を見て、地域を知って',
    text: '建物の傷み具合や法的な条件、まわりの需要は、現地と役所で確かめてはじめてわかります。机上の査定だけで判断しません。',
  },
  {
    title: '決めたあとも伴走',
    text: '方針が決まってからが本番です。買い手・借り手探しや専門家との調整まで、持ち主の窓口として最後までご一緒します。',
  },
];

/** #concept */
export function ConceptSection() {
  return (
    <Section id="concept" eyebrow="Concept" title="持ち主が納得して決められることを、いちばん大切に">
      <p className={styles.text}>
        空き家や使われていない不動産の事情は、ひとつとして同じものがありません。相続したばかりで何から手をつければよいかわからない方、遠方に住んでいて様子を見に行けない方、思い出の詰まった家を壊すべきか迷っている方。
      </p>
      <p className={styles.text}>
        airyflow は、すぐに「売りましょう」「壊しましょう」とは言いません。物件の状態、法的な条件、地域の需要、そしてご家族の気持ちまでを整理し、持ち主ご自身が納得して次の一歩を選べるようにお手伝いします。
      </p>
      <CardGrid items={POINTS} eyebrow={(index) => <span className={styles.number}>POINT {index + 1}</span>}>
        {(point) => <p className={styles.cardText}>{point.text}</p>}
      </CardGrid>
    </Section>
  );
}
