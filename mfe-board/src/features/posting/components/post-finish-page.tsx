import { Link, useSearchParams } from 'react-router-dom';
import { POSTING_MESSAGES } from '@akiya/contracts';
import { buttonClass } from '@akiya/shared-ui';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import styles from './posting.module.css';

/** /post-finish: the thanks page after a submission. */
export function PostFinishPage() {
  const [params] = useSearchParams();
  const updated = params.get('updated') === '1';
  const id = params.get('id');
  return (
    <PageContainer label="投稿完了">
      <DocumentTitle title={updated ? '物件情報を更新しました' : '投稿完了'} />
      <div className={styles.page}>
        <section className={styles.finish} aria-labelledby="post-finish-title">
          <h1 id="post-finish-title" className={styles.title}>
            {updated ? '物件情報を更新しました' : 'ご投稿ありがとうございました'}
          </h1>
          <p>{updated ? POSTING_MESSAGES.updated : POSTING_MESSAGES.posted}</p>
          {id && /^[0-9]+$/.test(id) ? <p className={styles.hint}>物件番号：{id}</p> : null}
          <div className={styles.actions}>
            <Link to="/my-page/project" className={buttonClass('secondary')}>
              投稿した物件を見る
            </Link>
            <Link to="/board" className={buttonClass('primary')}>
              掲示板へ
            </Link>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
