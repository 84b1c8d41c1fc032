import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@akiya/shared-ui';
import { TOP_PATH } from '../../../config/anchors';
import { RequestForm } from './request-form';
import styles from './consulting-post-page.module.css';

/** /airyflow/post: the consulting request form (docs/consulting.md). */
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
      <p className={styles.lead}>
        空き家や古い建物の「どうしよう」を、家いちばのコンサルティング担当がうかがいます。お申し込みのあと、マイページのご相談で担当者とやりとりできます。初回相談は無料です（
        <Link to="/consult">サービスと料金のご案内</Link>）。
      </p>
      <RequestForm />
      <p>
        <Link to={TOP_PATH}>airyflow のトップに戻る</Link>
      </p>
    </main>
  );
}
