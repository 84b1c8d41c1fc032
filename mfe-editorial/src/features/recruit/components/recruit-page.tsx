import { SectionsPage } from '../../../components/sections-page';
import { recruitLead, recruitMeta, recruitSections } from '../content/recruit';

/** /recruit — 採用情報: positions, conditions, selection and how to apply. */
export function RecruitPage() {
  return <SectionsPage meta={recruitMeta} lead={recruitLead} sections={recruitSections} />;
}
