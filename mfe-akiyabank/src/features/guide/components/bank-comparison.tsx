import styles from './guide.module.css';
import tableStyles from './bank-comparison.module.css';

const ROWS = [
  {
    label: '掲載する人',
    bank: '提携する自治体（市町村の担当課）',
    board: '物件の持ち主が自分で',
  },
  {
    label: '問い合わせ',
    bank: '市町村の窓口へ（電話・メール）',
    board: '物件ページから持ち主に直接',
  },
  {
    label: '契約',
    bank: '持ち主と直接、または市町村の協力不動産会社の仲介で',
    board: '持ち主と直接（家いちばのメッセージで相談）',
  },
  {
    label: '向いている方',
    bank: '住みたい市町村が決まっていて、地域の支援制度も使いたい方',
    board: '地域を決めずに探したい方、古い家や価格のつきにくい物件を探している方',
  },
];

/** The municipalities' bank listings compared with the board's own listings. */
export function BankComparison() {
  return (
    <section className={styles.section} aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className={styles.title}>
        掲示板の物件との違い
      </h2>
      <p className={styles.text}>
        空き家バンクの物件は、市町村が持ち主から登録を受けて掲載しているものです。地域の移住支援と結びついているのが強みです。家いちばの掲示板には、持ち主が自分で掲載した物件が全国から並んでいます。どちらか一方ではなく、あわせて使うのがおすすめです。
      </p>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">空き家バンクの物件と掲示板の物件の比較</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">項目</span>
              </th>
              <th scope="col">空き家バンクの物件</th>
              <th scope="col">家いちば 掲示板の物件</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.bank}</td>
                <td>{row.board}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={tableStyles.note}>※自治体の空き家バンクの仕組みは、市町村ごとに異なります。</p>
    </section>
  );
}
