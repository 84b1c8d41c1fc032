import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { systemLead, systemMeta, systemSections } from '../content/system';

/** /system — 家いちばとは: how the board works and the staged deal workflow as a step list. */
export function SystemPage() {
  return (
    <StaticPage meta={systemMeta} lead={systemLead}>
      <ContentSections sections={systemSections} />
    </StaticPage>
  );
}
