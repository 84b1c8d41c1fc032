/** Japanese mail templates: each returns { kind, subject, text, html } with every value escaped in HTML. */
export type { MailContent, MailSite } from './layout';
export { verificationMail } from './verification';
export { setPasswordMail } from './set-password';
export { passwordResetMail } from './password-reset';
export { emailChangeMail } from './email-change';
export { passwordChangedMail } from './password-changed';
export { emailChangedMail } from './email-changed';
export { staffInboxReplyMail } from './staff-inbox-reply';
