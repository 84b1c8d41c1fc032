import { ContentSections } from '../../../components/content-sections';
import { StaticPage } from '../../../components/static-page';
import {
  companyLead,
  companyMeta,
  companySections,
  partnerLead,
  partnerMeta,
  partnerSections,
  recruitLead,
  recruitMeta,
  recruitSections,
  rewardLead,
  rewardMeta,
  rewardSections,
} from '../content';

/** /partner — the supporter programme's landing page. */
export function PartnerPage() {
  return (
    <StaticPage meta={partnerMeta} lead={partnerLead}>
      <ContentSections sections={partnerSections} />
    </StaticPage>
  );
}

/** /ouendan/recruit — what supporters do, and how to join. */
export function OuendanRecruitPage() {
  return (
    <StaticPage meta={recruitMeta} lead={recruitLead}>
      <ContentSections sections={recruitSections} />
    </StaticPage>
  );
}

/** /ouendan/reward — the reward amounts (contracts PARTNER_REWARDS) and how they are paid. */
export function OuendanRewardPage() {
  return (
    <StaticPage meta={rewardMeta} lead={rewardLead}>
      <ContentSections sections={rewardSections} />
    </StaticPage>
  );
}

/** /ouendan/company — companies and groups that support. */
export function OuendanCompanyPage() {
  return (
    <StaticPage meta={companyMeta} lead={companyLead}>
      <ContentSections sections={companySections} />
    </StaticPage>
  );
}
