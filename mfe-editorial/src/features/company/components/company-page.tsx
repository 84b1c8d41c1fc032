import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { companyLead, companyMeta, companySections } from '../content/company';

/** /company — 運営会社: mission statement, company overview table and the services the company runs. */
export function CompanyPage() {
  return (
    <StaticPage meta={companyMeta} lead={companyLead}>
      <ContentSections sections={companySections} />
    </StaticPage>
  );
}
