import { SectionsPage } from '../../../components/sections-page';
import { workLead, workMeta, workSections } from '../content/work';

/** /work — スタッフの仕事: what the staff do behind the board. */
export function WorkPage() {
  return <SectionsPage meta={workMeta} lead={workLead} sections={workSections} />;
}
