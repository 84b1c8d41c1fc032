import type { ComponentType } from 'react';
import { OuendanJoinPage } from './components/join-page';
import { OuendanCompanyPage, OuendanRecruitPage, OuendanRewardPage, PartnerPage } from './components/ouendan-pages';

/** The supporter programme's public pages (routes.json lists them too). */
export const OUENDAN_ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/partner', Page: PartnerPage },
  { path: '/ouendan/recruit', Page: OuendanRecruitPage },
  { path: '/ouendan/reward', Page: OuendanRewardPage },
  { path: '/ouendan/company', Page: OuendanCompanyPage },
  { path: '/ouendan/join', Page: OuendanJoinPage },
];
