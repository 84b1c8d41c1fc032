import type { IconName } from '../components/icon';
import type { SectionKey } from './sections';

export const SECTION_ICONS: Record<SectionKey, IconName> = {
  home: 'home',
  favorite: 'heart',
  messages: 'chat',
  project: 'house',
  profile: 'user',
  'mail-settings': 'mail',
  ouendan: 'flag',
  consultings: 'briefcase',
};
