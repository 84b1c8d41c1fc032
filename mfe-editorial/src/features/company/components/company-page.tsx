import { SectionsPage } from '../../../components/sections-page';
import { companyLead, companyMeta, companySections } from '../content/company';

/** /company — 運営会社: mission statement, company overview table and the services the company runs. */
export function CompanyPage() {
  return <SectionsPage meta={companyMeta} lead={companyLead} sections={companySections} />;
}
