import type { ComponentType } from 'react';
import { CompanyPage } from '../features/company/components/company-page';
import { PrivacyPolicyPage } from '../features/privacy-policy/components/privacy-policy-page';
import { PersonalInformationPage } from '../features/personal-information/components/personal-information-page';
import { CommercialTransactionsLawPage } from '../features/commercial-transactions-law/components/commercial-transactions-law-page';
import { HoweverPage } from '../features/however/components/however-page';
import { SafetyPage } from '../features/safety/components/safety-page';
import { SystemPage } from '../features/system/components/system-page';
import { ProcessPage } from '../features/process/components/process-page';
import { QuestionPage } from '../features/question/components/question-page';
import { MailDeliveryPage } from '../features/mail-delivery/components/mail-delivery-page';
import { RecruitPage } from '../features/recruit/components/recruit-page';
import { WorkPage } from '../features/work/components/work-page';
import { UniquePage } from '../features/unique/components/unique-page';
import { FeaturePage } from '../features/feature/components/feature-page';

/**
 * The static and legal pages of this remote, by path. routes.json (read by the server to build the
 * remotes document) must list exactly these paths; a unit test keeps the two in step.
 */
export const STATIC_ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/company', Page: CompanyPage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/personal-information', Page: PersonalInformationPage },
  { path: '/commercial-transactions-law', Page: CommercialTransactionsLawPage },
  { path: '/however', Page: HoweverPage },
  { path: '/safety', Page: SafetyPage },
  { path: '/system', Page: SystemPage },
  { path: '/process', Page: ProcessPage },
  { path: '/question', Page: QuestionPage },
  { path: '/mail-delivery', Page: MailDeliveryPage },
  { path: '/recruit', Page: RecruitPage },
  { path: '/work', Page: WorkPage },
  { path: '/unique', Page: UniquePage },
  { path: '/feature', Page: FeaturePage },
];
