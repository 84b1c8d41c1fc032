import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MODERATION_LABELS, MESSAGES } from '@akiya/contracts';
import { NotFoundPage, QueryError, Spinner, apiErrorStatus, useLoginPrompt } from '@akiya/shared-ui';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { postingEditId, useGetPostingQuery } from '../api/posting-api';
import { PostForm } from './post-form';
import styles from './posting.module.css';

/** /post (a new listing) and /post?id=N (the seller edits their listing; anyone else's is 404). */
export function PostPage() {
  const [params] = useSearchParams();
  const { editId, invalid } = postingEditId(params);
  if (invalid) return <NotFoundPage />;
  return editId === null ? <NewPost /> : <EditPost id={editId} />;
}

function NewPost() {
  return (
    <PageContainer label="物件を投稿する">
      <DocumentTitle title="物件を投稿する" />
      <div className={styles.page}>
        <h1 className={styles.title}>物件を投稿する</h1>
        <p className={styles.lead}>空き家や古い建物の情報をご記入ください。投稿後、担当者が内容を確認してから掲載します。入力内容はこのブラウザに自動で保存されます。</p>
        <PostForm editId={null} initial={null} />
      </div>
    </PageContainer>
  );
}

function EditPost({ id }: { id: number }) {
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  const { data, error, isLoading } = useGetPostingQuery(id);
  const status = apiErrorStatus(error);

  useEffect(() => {
    if (status === 401) promptLogin(`/post?id=${id}`);
  }, [status, id, promptLogin]);

  if (status === 404 || status === 400) return <NotFoundPage />;
  let body;
  if (data && data.id === id) {
    const notice =
      data.moderation_status === 'returned'
        ? `差し戻しの理由：${data.moderation_reason ?? ''}\u3000修正して「更新する」を押すと、あらためて審査します。`
        : `現在の状態：${MODERATION_LABELS[data.moderation_status]}`;
    body = <PostForm key={id} editId={id} initial={{ values: data.values, kept: data.images.map((i) => ({ id: i.id, path: i.path, comment: i.comment })) }} notice={notice} />;
  } else if (status === 401 || (!user && !isLoading)) {
    body = <QueryError message={MESSAGES.loginRequired} />;
  } else if (error) {
    body = <QueryError message={MESSAGES.serverError} />;
  } else {
    body = (
      <div role="status" className={styles.loading}>
        <Spinner />
        <span className="visually-hidden">読み込み中</span>
      </div>
    );
  }
  return (
    <PageContainer label="物件情報の編集">
      <DocumentTitle title="物件情報の編集" />
      <div className={styles.page}>
        <h1 className={styles.title}>物件情報の編集</h1>
        {body}
      </div>
    </PageContainer>
  );
}
