import { Link } from 'react-router-dom';
import { buttonClass, Card } from '@akiya/shared-ui';
import { FormPage } from './form-page';
import styles from './contact.module.css';

/** /message-finish: after a message to the operator (the republish request). */
export function MessageFinishPage() {
  return (
    <FormPage title="メッセージを送信しました">
      <Card className={styles.finish} role="status">
        <p>メッセージを送信しました。運営事務局で内容を確認し、登録のメールアドレスにご連絡いたします。</p>
        <p>再掲載のご依頼は、物件の内容を確認してから掲載を再開します。確認には数日かかることがあります。再掲載されると、掲載物件の一覧で状態が「掲載中」に変わります。</p>
      </Card>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to="/my-page/project">
          掲載物件の一覧へ
        </Link>
        <Link className={buttonClass('secondary')} to="/">
          トップページに戻る
        </Link>
      </div>
    </FormPage>
  );
}
