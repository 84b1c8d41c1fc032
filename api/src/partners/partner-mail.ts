import { PARTNER_REWARD_STATUS_LABELS, PARTNER_STATUS_LABELS, partnerPaths, SITE_NAME, formatYen, type PartnerRewardStatus, type PartnerStatus } from '@akiya/contracts';
import { jstText, type MailContent, type MailSite, renderMail } from '../mail/templates/layout';

/** To the applicant: the application was received. */
export function partnerAppliedMail(site: MailSite, p: { to: string; displayName: string }): MailContent {
  return renderMail('partner-applied', `【${SITE_NAME}】応援団へのお申し込みを受け付けました`, site, [
    { lines: [p.to] },
    { lines: [`応援団へのお申し込み（活動名：${p.displayName}）を受け付けました。`, '事務局で内容を確認し、結果をメールでお知らせします。'] },
    { link: `${site.publicUrl}${partnerPaths.myPage}`, label: 'マイページの応援団を見る' },
  ]);
}

/** To the applicant: approved or not. */
export function partnerStatusMail(site: MailSite, p: { to: string; status: PartnerStatus; referralPath: string }): MailContent {
  const approved = p.status === 'approved';
  return renderMail('partner-status', `【${SITE_NAME}】応援団のお申し込みが「${PARTNER_STATUS_LABELS[p.status]}」になりました`, site, [
    { lines: [p.to] },
    {
      lines: approved
        ? ['応援団へのお申し込みを承認しました。ようこそ、家いちば応援団へ。', `あなたの紹介リンク：${site.publicUrl}${p.referralPath}`]
        : ['このたびは応援団にお申し込みいただき、ありがとうございました。', '審査の結果、今回は見送らせていただくことになりました。'],
    },
    { link: `${site.publicUrl}${partnerPaths.myPage}`, label: 'マイページの応援団を見る' },
  ]);
}

/** To the partner: a reward request moved. */
export function partnerRewardMail(site: MailSite, p: { to: string; status: PartnerRewardStatus; amountYen: number }): MailContent {
  const label = PARTNER_REWARD_STATUS_LABELS[p.status];
  return renderMail('partner-reward', `【${SITE_NAME}】応援団の報酬申請が「${label}」になりました`, site, [
    { lines: [p.to] },
    { lines: [`報酬（${formatYen(p.amountYen)}）の申請が「${label}」になりました。`] },
    { link: `${site.publicUrl}${partnerPaths.myPage}`, label: '報酬の申請を確認する' },
  ]);
}

/** To the operator: a new application or a reward request. */
export function operatorPartnerMail(site: MailSite, p: { kind: 'application' | 'reward'; userId: number; name: string; detail: string; at: Date }): MailContent {
  const subject = p.kind === 'application' ? `【${SITE_NAME}】応援団へのお申し込み（会員ID ${p.userId}）` : `【${SITE_NAME}】応援団の報酬申請（会員ID ${p.userId}）`;
  return renderMail('operator-partner', subject, site, [
    { lines: [p.kind === 'application' ? '応援団へのお申し込みが届きました。' : '応援団から報酬の申請が届きました。'] },
    { lines: [`受付日時：${jstText(p.at)}`, `会員ID：${p.userId}`, `お名前：${p.name}`, ...p.detail.split('\n')] },
    { link: `${site.publicUrl}${partnerPaths.staff}`, label: 'スタッフ画面で見る' },
  ]);
}
