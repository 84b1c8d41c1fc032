import { SITE_NAME } from '@akiya/contracts';
import { addressee, hoursText, type MailContent, type MailSite, renderMail } from './layout';

/** Sent after the registration form: confirms the address and completes the registration. */
export function verificationMail(site: MailSite, p: { lastName: string; firstName: string; link: string; ttlMs: number }): MailContent {
  return renderMail('verification', `【${SITE_NAME}】メールアドレスのご確認（仮登録のお知らせ）`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${SITE_NAME}への仮登録をいただき、ありがとうございます。`,
        '下記のリンクを開いて、メールアドレスの確認を完了してください。確認が済むと本登録となり、そのままログインした状態になります。',
      ],
    },
    { link: p.link, label: 'メールアドレスを確認する' },
    {
      lines: [
        `※リンクの有効期限は${hoursText(p.ttlMs)}です。期限が切れた場合は、ログイン画面から確認メールを再送してください。`,
        '※このメールにお心当たりのない場合は、お手数ですが破棄してください。',
      ],
    },
  ]);
}
