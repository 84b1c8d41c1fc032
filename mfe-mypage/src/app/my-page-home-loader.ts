import type { RouteLoader } from '@akiya/shared-ui';
import { loadQuestionnaires } from '../features/questionnaire/questionnaire-loader';
import { loadStaffInboxUnread } from '../features/staff-inbox/staff-inbox-loaders';
import { loadTopics } from '../features/topics/topics-loaders';

/**
 * /my-page (MyPageHome and its notices): the questionnaire and tutorial state and the operator's
 * topics, and for staff the inbox's unread count (the staff links' badge). The contact list the cards' badges and the profile alert read is the frame's
 * (features/layout/my-page-frame-loader.ts); the rest is base data.
 */
export const loadMyPageHome: RouteLoader = (args) => Promise.all([loadQuestionnaires(args), loadTopics(args), loadStaffInboxUnread(args)]);
