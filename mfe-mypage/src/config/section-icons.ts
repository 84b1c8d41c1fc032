import type { IconName } from '@akiya/shared-ui';
import type { SectionKey } from './sections';

export const SECTION_ICONS: Record<SectionKey, IconName> = {
  home: 'home',
  favorite: 'heart',
  messages: 'chat',
  project: 'listing',
  profile: 'user',
  'mail-settings': 'mail',
  ouendan: 'flag',
  consultings: 'briefcase',
};
