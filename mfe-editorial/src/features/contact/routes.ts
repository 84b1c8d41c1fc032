import { lazy, type ComponentType } from 'react';
import type { RouteLoader } from '@akiya/shared-ui';
import { InquiryFinishPage } from './components/inquiry-finish-page';
import { MessageFinishPage } from './components/message-finish-page';
import { loadRepublish } from './contact-loaders';

// The forms load with their first visit.
const ContactPage = lazy(() => import('./components/contact-page').then((m) => ({ default: m.ContactPage })));
const RepublishPage = lazy(() => import('./components/republish-page').then((m) => ({ default: m.RepublishPage })));

/**
 * The contact pages of this remote, by path (routes.json lists them too), with the data loader of
 * the one whose first render reads more than base data.
 */
export const CONTACT_ROUTES: readonly { path: string; Page: ComponentType; load?: RouteLoader }[] = [
  { path: '/contact', Page: ContactPage },
  { path: '/forms/contact', Page: ContactPage },
  { path: '/forms/republish', Page: RepublishPage, load: loadRepublish },
  { path: '/inquiry-finish', Page: InquiryFinishPage },
  { path: '/message-finish', Page: MessageFinishPage },
];
