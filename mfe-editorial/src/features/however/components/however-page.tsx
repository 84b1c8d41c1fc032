import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { howeverLead, howeverMeta, howeverSections } from '../content/however';

/** /however — 免責事項: the site is a bulletin board; deals are between users. */
export function HoweverPage() {
  return (
    <StaticPage meta={howeverMeta} lead={howeverLead}>
      <ContentSections sections={howeverSections} />
    </StaticPage>
  );
}
