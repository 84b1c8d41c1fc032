import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { uniqueLead, uniqueMeta, uniqueSections } from '../content/unique';

/** /unique — 家いちばの特徴. */
export function UniquePage() {
  return (
    <StaticPage meta={uniqueMeta} lead={uniqueLead}>
      <ContentSections sections={uniqueSections} />
    </StaticPage>
  );
}
