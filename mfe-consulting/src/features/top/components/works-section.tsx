import { CardGrid } from './card-grid';
import { Section } from './section';
import styles from './content.module.css';
import worksStyles from './works-section.module.css';

const WORKS = [
  {
    title: '相続した築50年の実家を、移住を考えるご家族へ',
    property: '地方の木造2階建て・空き家になって5年',
    consultation: '遠方に住む3人きょうだいで相続。解体の見積りが高く、手をつけられないまま年月がたっていました。',
    approach: '現地調査で構造に大きな傷みがないことを確かめ、家財の整理と最低限の補修をしたうえで、現況のまま家いちばに掲載しました。',
    outcome: '地域への移住を考えていたご家族に引き継ぎ、解体費用をかけずに手放すことができました。',
  },
  {
    title: '閉じたままの商店を、まちの拠点として貸し出す',
    property: '商店街の店舗付き住宅・閉店から10年以上',
    consultation: '売るつもりはないものの、シャッターを閉めたままでよいのか迷っていました。',
    approach: '使える用途と改修費用を整理し、借り手が自分で手を入れられる「DIY可」の条件で借り手を募りました。',
    outcome: '地元で活動する団体が借り受けて改修し、人が集まる場所として使われています。',
  },
  {
    title: '解体か活用かを、数字で比べて決める',
    property: '郊外の空き家と土地・築45年',
    consultation: '建物が古く、解体して更地で売るべきか、そのまま売るべきか決められずにいました。',
    approach: '建物付きで売る場合と解体して売る場合について、費用・期間・税金の違いを並べた提案書をつくりました。',
    outcome: '建物付きのまま価格を抑えて掲載する方針を選び、解体費用の負担なく買い手が見つかりました。',
  },
];

/** #works: case examples. */
export function WorksSection() {
  return (
    <Section id="works" eyebrow="Works" title="活用事例">
      <p className={styles.muted}>よくあるご相談の流れを、個人や物件が特定されないよう再構成してご紹介しています。</p>
      <CardGrid items={WORKS}>
        {(work) => (
          <>
            <p className={worksStyles.property}>{work.property}</p>
            <dl className={worksStyles.steps}>
              <dt>ご相談</dt>
              <dd>{work.consultation}</dd>
              <dt>取り組み</dt>
              <dd>{work.approach}</dd>
              <dt>その後</dt>
              <dd>{work.outcome}</dd>
            </dl>
          </>
        )}
      </CardGrid>
    </Section>
  );
}
