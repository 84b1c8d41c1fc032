import type { ComponentType } from 'react';
import { ContactPage } from './components/contact-page';
import { InquiryFinishPage } from './components/inquiry-finish-page';
import { MessageFinishPage } from './components/message-finish-page';
import { RepublishPage } from './components/republish-page';

/** The contact pages of this remote, by path (routes.json lists them too). */
export const CONTACT_ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/contact', Page: ContactPage },
  { path: '/forms/contact', Page: ContactPage },
  { path: '/forms/republish', Page: RepublishPage },
  { path: '/inquiry-finish', Page: InquiryFinishPage },
  { path: '/message-finish', Page: MessageFinishPage },
];
