import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { recruitLead, recruitMeta, recruitSections } from '../content/recruit';

/** /recruit — 採用情報: positions, conditions, selection and how to apply. */
export function RecruitPage() {
  return (
    <StaticPage meta={recruitMeta} lead={recruitLead}>
      <ContentSections sections={recruitSections} />
    </StaticPage>
  );
}
