import { SectionsPage } from '../../../components/sections-page';
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
  return <SectionsPage meta={partnerMeta} lead={partnerLead} sections={partnerSections} />;
}

/** /ouendan/recruit — what supporters do, and how to join. */
export function OuendanRecruitPage() {
  return <SectionsPage meta={recruitMeta} lead={recruitLead} sections={recruitSections} />;
}

/** /ouendan/reward — the reward amounts (contracts PARTNER_REWARDS) and how they are paid. */
export function OuendanRewardPage() {
  return <SectionsPage meta={rewardMeta} lead={rewardLead} sections={rewardSections} />;
}

/** /ouendan/company — companies and groups that support. */
export function OuendanCompanyPage() {
  return <SectionsPage meta={companyMeta} lead={companyLead} sections={companySections} />;
}
