import styles from './guide.module.css';
import tableStyles from './bank-comparison.module.css';

const ROWS = [
  {
    label: '探せる範囲',
    municipal: 'その市町村の中の物件',
    private: '全国の物件をまとめて',
  },
  {
    label: '掲載する人',
    municipal: '持ち主が市町村に登録を申し込み、審査や確認を経て掲載',
    private: '持ち主が自分で写真と説明を書いて掲載',
  },
  {
    label: '問い合わせ',
    municipal: '市町村の窓口や、協力する不動産会社を通して',
    private: '物件ページから持ち主に直接',
  },
  {
    label: '向いている方',
    municipal: '住みたい市町村が決まっていて、地域の支援制度も使いたい方',
    private: '地域を決めずに探したい方、古い家や価格のつきにくい物件を手放したい方',
  },
];

/** Municipal vacant-house banks compared with this private one. */
export function BankComparison() {
  return (
    <section className={styles.section} aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className={styles.title}>
        自治体の空き家バンクとの違い
      </h2>
      <p className={styles.text}>
        空き家バンクの多くは市町村が運営しています。地域の移住支援と結びついているのが強みですが、探せるのはその市町村の物件に限られます。家いちばの民間空き家バンクは、地域をこえて全国の物件を並べ、持ち主と買い手が直接話せるようにしています。どちらか一方ではなく、あわせて使うのがおすすめです。
      </p>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">自治体の空き家バンクと民間空き家バンクの比較</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">項目</span>
              </th>
              <th scope="col">自治体の空き家バンク</th>
              <th scope="col">家いちば 民間空き家バンク</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.municipal}</td>
                <td>{row.private}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={tableStyles.note}>※自治体の空き家バンクの仕組みは、市町村ごとに異なります。</p>
    </section>
  );
}
