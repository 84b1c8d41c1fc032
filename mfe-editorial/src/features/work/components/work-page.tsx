import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { workLead, workMeta, workSections } from '../content/work';

/** /work — スタッフの仕事: what the staff do behind the board. */
export function WorkPage() {
  return (
    <StaticPage meta={workMeta} lead={workLead}>
      <ContentSections sections={workSections} />
    </StaticPage>
  );
}
