import { SectionsPage } from '../../../components/sections-page';
import { safetyLead, safetyMeta, safetySections } from '../content/safety';

/** /safety — 安全への取り組み: how to deal safely, and what the site does. */
export function SafetyPage() {
  return <SectionsPage meta={safetyMeta} lead={safetyLead} sections={safetySections} />;
}
