import { SectionsPage } from '../../../components/sections-page';
import {
  personalInformationLead,
  personalInformationMeta,
  personalInformationSections,
} from '../content/personal-information';

/** /personal-information — 個人情報の取り扱いについて: the notice that the site's forms refer to. */
export function PersonalInformationPage() {
  return <SectionsPage meta={personalInformationMeta} lead={personalInformationLead} sections={personalInformationSections} />;
}
