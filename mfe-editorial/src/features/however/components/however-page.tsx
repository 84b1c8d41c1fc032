import { SectionsPage } from '../../../components/sections-page';
import { howeverLead, howeverMeta, howeverSections } from '../content/however';

/** /however — 免責事項: the site is a bulletin board; deals are between users. */
export function HoweverPage() {
  return <SectionsPage meta={howeverMeta} lead={howeverLead} sections={howeverSections} />;
}
