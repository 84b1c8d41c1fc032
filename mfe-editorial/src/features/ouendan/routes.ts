import { lazy, type ComponentType } from 'react';
import type { RouteLoader } from '@akiya/shared-ui';

// The application form loads with its first visit.
const OuendanJoinPage = lazy(() => import('./components/join-page').then((m) => ({ default: m.OuendanJoinPage })));
import { OuendanCompanyPage, OuendanRecruitPage, OuendanRewardPage, PartnerPage } from './components/ouendan-pages';
import { loadOuendanJoin } from './ouendan-loaders';

/** The supporter programme's public pages (routes.json lists them too), with the join form's data loader. */
export const OUENDAN_ROUTES: readonly { path: string; Page: ComponentType; load?: RouteLoader }[] = [
  { path: '/partner', Page: PartnerPage },
  { path: '/ouendan/recruit', Page: OuendanRecruitPage },
  { path: '/ouendan/reward', Page: OuendanRewardPage },
  { path: '/ouendan/company', Page: OuendanCompanyPage },
  { path: '/ouendan/join', Page: OuendanJoinPage, load: loadOuendanJoin },
];
