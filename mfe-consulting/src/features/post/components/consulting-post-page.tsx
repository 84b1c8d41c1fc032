import { Link } from 'react-router-dom';
import { buttonClass, Card, useDocumentTitle } from '@akiya/shared-ui';
import { CONTACT_PATH, TOP_PATH } from '../../../config/anchors';
import styles from './consulting-post-page.module.css';

const WHAT_TO_WRITE = [
  '物件の所在地（市区町村まで）',
  '建物の種類と、わかる範囲で築年数',
  '物件の今の状況と、お困りのこと',
  'ご希望の連絡方法（メール・お電話）と、つながりやすい時間帯',
];

/**
 * /airyflow/post: the consultation form is not open yet. This page says so plainly and sends the
 * visitor to the site's contact page instead of pretending to take the application.
 */
export function ConsultingPostPage() {
  useDocumentTitle('相談のお申し込み');
  return (
    <main className={styles.page} aria-labelledby="post-heading">
      <nav aria-label="パンくずリスト" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={TOP_PATH}>airyflow</Link>
          </li>
          <li aria-current="page">相談のお申し込み</li>
        </ol>
      </nav>
      <h1 id="post-heading" className={styles.title}>
        相談のお申し込み
      </h1>
      <Card as="section" className={styles.notice} aria-labelledby="notice-heading">
        <h2 id="notice-heading" className={styles.noticeTitle}>
          お申し込みフォームは準備中です
        </h2>
        <p>
          airyflow のオンライン申し込みフォームは、まもなく公開します。それまでの間は、家いちばのお問い合わせページからご相談ください。
        </p>
        <p>
          お問い合わせの本文に「airyflow への相談希望」とお書き添えいただくと、ご相談の内容として承ります。初回相談は無料です。
        </p>
        <Link to={CONTACT_PATH} className={buttonClass('primary')}>
          お問い合わせページへ
        </Link>
      </Card>
      <section className={styles.section} aria-labelledby="write-heading">
        <h2 id="write-heading" className={styles.sectionTitle}>
          お問い合わせの際にお知らせいただきたいこと
        </h2>
        <ul className={styles.list}>
          {WHAT_TO_WRITE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.muted}>わからない項目は空けたままでかまいません。初回相談でうかがいながら整理します。</p>
      </section>
      <p>
        <Link to={TOP_PATH}>airyflow のトップに戻る</Link>
      </p>
    </main>
  );
}
