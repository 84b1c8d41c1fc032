import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { safetyLead, safetyMeta, safetySections } from '../content/safety';

/** /safety — 安全への取り組み: how to deal safely, and what the site does. */
export function SafetyPage() {
  return (
    <StaticPage meta={safetyMeta} lead={safetyLead}>
      <ContentSections sections={safetySections} />
    </StaticPage>
  );
}
