import { Link } from 'react-router-dom';
import { CONSULTING_FEES, formatConsultingFee } from '@akiya/contracts';
import { buttonClass, Card, useDocumentTitle } from '@akiya/shared-ui';
import styles from './consult-page.module.css';

const FOR_WHOM = [
  { title: '空き家を持っている方', text: '相続した実家や使っていない建物を、売るか貸すか、手を入れて使うか決めかねている方。' },
  { title: 'これから相続する方・ご家族', text: '親の家をどうするか、家族で話し合う前に選択肢と費用の目安を知りたい方。' },
  { title: '古い建物を買いたい方', text: '気になる物件を買ったあと、どう直してどう使うかまで見通しを立てたい方。' },
  { title: '事業者・自治体の方', text: '地域の空き家をまとめて活用したい、相談窓口を一緒につくりたい方。' },
];

const STEPS = [
  { title: 'お申し込み', text: 'フォームに物件とお困りごとを書いて送ります。掲載中の物件から選ぶこともできます。' },
  { title: '初回相談（無料）', text: 'マイページのメッセージで日程を決め、オンラインかお電話で60分ほどお話をうかがいます。' },
  { title: '調査とご提案', text: '必要な場合は現地と役所の調査を行い、選択肢と概算費用を提案書にまとめます。' },
  { title: 'ご契約・伴走', text: '方針が決まったら、買い手・借り手探しや工事の手配まで一緒に進めます。' },
];

/**
 * /consult: the consulting service on the main site — what it is, for whom, how it works, the fees
 * (contracts CONSULTING_FEES) and the way in (/airyflow/post; the requests on /my-page/airyflow).
 */
export function ConsultPage() {
  useDocumentTitle('空き家活用のご相談（airyflow）');
  return (
    <main className={styles.page} aria-labelledby="consult-heading">
      <h1 id="consult-heading" className={styles.title}>
        空き家活用のご相談（airyflow）
      </h1>
      <p className={styles.lead}>
        airyflow は、家いちばが運営する不動産ストック活用のコンサルティングです。空き家や古い建物を「売る」「貸す」「直して使う」「手放す」のどれにするか、費用と見通しを示しながら一緒に考えます。
      </p>
      <p>
        <Link className={buttonClass('primary', true)} to="/airyflow/post">
          相談を申し込む（初回無料）
        </Link>
      </p>

      <section aria-labelledby="for-whom" className={styles.section}>
        <h2 id="for-whom" className={styles.heading}>
          こんな方に
        </h2>
        <ul className={styles.grid}>
          {FOR_WHOM.map((x) => (
            <Card as="li" key={x.title}>
              <h3 className={styles.cardTitle}>{x.title}</h3>
              <p>{x.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className={styles.section}>
        <h2 id="how" className={styles.heading}>
          ご相談の流れ
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((x) => (
            <li key={x.title}>
              <strong>{x.title}</strong>
              <p>{x.text}</p>
            </li>
          ))}
        </ol>
        <p>ご相談の状況（受付済み → 確認中 → ご提案済み → ご契約 → 完了）と担当者とのやりとりは、マイページの「airyflow のご相談」でいつでも確認できます。</p>
      </section>

      <section aria-labelledby="fees-title" id="fees" className={styles.section}>
        <h2 className={styles.heading}>
          <span id="fees-title">料金</span>
        </h2>
        <table className={styles.fees} aria-labelledby="fees-title">
          <thead>
            <tr>
              <th scope="col">メニュー</th>
              <th scope="col">料金（税込）</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {CONSULTING_FEES.map((f) => (
              <tr key={f.key}>
                <th scope="row">{f.name}</th>
                <td>
                  <strong>{formatConsultingFee(f)}</strong>
                  <br />
                  <span className={styles.muted}>{f.unit}</span>
                </td>
                <td>{f.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>料金は物件の所在地・規模・調査の内容によって変わります。正式なお見積りは初回相談のあとにお出しします。</p>
      </section>

      <section aria-labelledby="way-in" className={styles.section}>
        <h2 id="way-in" className={styles.heading}>
          お申し込み
        </h2>
        <p>お申し込みには家いちばの会員登録（無料）が必要です。入力した内容はブラウザに保存されるので、途中でログインしても続きから送れます。</p>
        <p className={styles.links}>
          <Link className={buttonClass('primary')} to="/airyflow/post">
            相談を申し込む
          </Link>
          <Link className={buttonClass('secondary')} to="/airyflow">
            airyflow について詳しく見る
          </Link>
          <Link className={buttonClass('secondary')} to="/my-page/airyflow">
            申し込んだご相談を見る
          </Link>
        </p>
      </section>
    </main>
  );
}
