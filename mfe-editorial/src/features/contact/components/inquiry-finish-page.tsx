import { Link } from 'react-router-dom';
import { buttonClass, Card } from '@akiya/shared-ui';
import { FormPage } from './form-page';
import styles from './contact.module.css';

/** /inquiry-finish: after the operator contact form. */
export function InquiryFinishPage() {
  return (
    <FormPage title="お問い合わせを受け付けました">
      <Card className={styles.finish} role="status">
        <p>お問い合わせいただき、ありがとうございます。内容を確認のうえ、運営事務局より原則3営業日以内に、ご入力いただいたメールアドレスへご返信いたします。</p>
        <p>
          しばらく経っても返信が届かない場合は、迷惑メールフォルダをご確認いただくか、家いちばからのメールを受信できるよう設定のうえ、あらためてお問い合わせください。
        </p>
      </Card>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to="/">
          トップページに戻る
        </Link>
        <Link className={buttonClass('secondary')} to="/question">
          よくある質問を見る
        </Link>
      </div>
    </FormPage>
  );
}
