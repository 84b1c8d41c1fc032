import { FinishPage } from './finish-page';

/** /message-finish: after a message to the operator (the republish request). */
export function MessageFinishPage() {
  return (
    <FinishPage
      title="メッセージを送信しました"
      primary={{ to: '/my-page/project', label: '掲載物件の一覧へ' }}
      secondary={{ to: '/', label: 'トップページに戻る' }}
    >
      <p>メッセージを送信しました。運営事務局で内容を確認し、登録のメールアドレスにご連絡いたします。</p>
      <p>再掲載のご依頼は、物件の内容を確認してから掲載を再開します。確認には数日かかることがあります。再掲載されると、掲載物件の一覧で状態が「掲載中」に変わります。</p>
    </FinishPage>
  );
}
