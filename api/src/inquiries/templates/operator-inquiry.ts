import { INQUIRY_CATEGORIES, SITE_NAME, type InquiryCategory } from '@akiya/contracts';
import { jstText, type MailContent, type MailSite, renderMail } from '../../mail/templates/layout';

export interface OperatorInquiry {
  name: string;
  email: string;
  category: InquiryCategory;
  message: string;
  /** The logged-in user who sent it, if any. */
  userId: number | null;
  /** The listing reported (a listing's 「この物件を通報する」), if any. */
  propertyId?: number | null;
  receivedAt: Date;
}

/** The enquiry as the operator receives it (to OPERATOR_EMAIL). */
export function operatorInquiryMail(site: MailSite, p: OperatorInquiry): MailContent {
  const category = INQUIRY_CATEGORIES[p.category];
  return renderMail('operator-inquiry', `【${SITE_NAME}】お問い合わせ（${category}）`, site, [
    { lines: [`${SITE_NAME}のお問い合わせフォームから、次の内容が送信されました。`] },
    {
      lines: [
        `受付日時：${jstText(p.receivedAt)}`,
        `お名前：${p.name}`,
        `メールアドレス：${p.email}`,
        `お問い合わせの種類：${category}`,
        `会員ID：${p.userId ?? '（ログインなし）'}`,
        ...(p.propertyId ? [`通報された物件：${site.publicUrl}/project/${p.propertyId}`] : []),
      ],
    },
    { lines: ['お問い合わせ内容：', ...p.message.split('\n')] },
    { lines: [`スタッフ用の受信箱（${site.publicUrl}/my-page/staff/inbox）から返信できます。`] },
  ]);
}

export interface RepublishRequest {
  propertyId: number;
  title: string;
  sellerId: number;
  sellerName: string;
  sellerEmail: string;
  message: string;
  receivedAt: Date;
}

/** A seller's request to republish a stopped listing (/forms/republish), to OPERATOR_EMAIL. */
export function republishRequestMail(site: MailSite, p: RepublishRequest): MailContent {
  return renderMail('republish-request', `【${SITE_NAME}】再掲載のご依頼（物件ID ${p.propertyId}）`, site, [
    { lines: ['掲載中止になっている物件について、売主から再掲載の依頼が届きました。'] },
    {
      lines: [
        `受付日時：${jstText(p.receivedAt)}`,
        `物件ID：${p.propertyId}`,
        `物件名：${p.title}`,
        `物件ページ：${site.publicUrl}/project/${p.propertyId}`,
        `売主：${p.sellerName}（会員ID ${p.sellerId}）`,
        `メールアドレス：${p.sellerEmail}`,
      ],
    },
    { lines: ['ご依頼内容：', ...p.message.split('\n')] },
  ]);
}
