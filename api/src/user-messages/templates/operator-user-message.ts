import { SITE_NAME } from '@akiya/contracts';
import { jstText, type MailContent, type MailSite, renderMail } from '../../mail/templates/layout';

export interface OperatorUserMessage {
  userId: number;
  userName: string;
  email: string;
  body: string;
  receivedAt: Date;
}

/** A user's reply in the thread with 家いちば事務局, as the operator receives it (to OPERATOR_EMAIL). */
export function operatorUserMessageMail(site: MailSite, p: OperatorUserMessage): MailContent {
  return renderMail('operator-user-message', `【${SITE_NAME}】事務局へのメッセージ（会員ID ${p.userId}）`, site, [
    { lines: ['マイページの事務局とのメッセージに、会員から返信が届きました。'] },
    {
      lines: [`受付日時：${jstText(p.receivedAt)}`, `会員ID：${p.userId}`, `お名前：${p.userName}`, `メールアドレス：${p.email}`],
    },
    { lines: ['メッセージ：', ...p.body.split('\n')] },
  ]);
}
