import { FinishPage } from './finish-page';

/** /inquiry-finish: after the operator contact form. */
export function InquiryFinishPage() {
  return (
    <FinishPage
      title="お問い合わせを受け付けました"
      primary={{ to: '/', label: 'トップページに戻る' }}
      secondary={{ to: '/question', label: 'よくある質問を見る' }}
    >
      <p>お問い合わせいただき、ありがとうございます。内容を確認のうえ、運営事務局より原則3営業日以内に、ご入力いただいたメールアドレスへご返信いたします。</p>
      <p>
        しばらく経っても返信が届かない場合は、迷惑メールフォルダをご確認いただくか、家いちばからのメールを受信できるよう設定のうえ、あらためてお問い合わせください。
      </p>
    </FinishPage>
  );
}
