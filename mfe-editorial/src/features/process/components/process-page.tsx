import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { processLead, processMeta, processSections } from '../content/process';

/** /process — はじめての方へ: the steps for sellers and for buyers. */
export function ProcessPage() {
  return (
    <StaticPage meta={processMeta} lead={processLead}>
      <ContentSections sections={processSections} />
    </StaticPage>
  );
}
