import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import {
  personalInformationLead,
  personalInformationMeta,
  personalInformationSections,
} from '../content/personal-information';

/** /personal-information — 個人情報の取り扱いについて: the notice that the site's forms refer to. */
export function PersonalInformationPage() {
  return (
    <StaticPage meta={personalInformationMeta} lead={personalInformationLead}>
      <ContentSections sections={personalInformationSections} />
    </StaticPage>
  );
}
