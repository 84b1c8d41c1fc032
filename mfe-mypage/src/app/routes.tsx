import { lazy, type ReactElement } from 'react';
import { useRoutes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage, type DataRoute, type RouteLoader } from '@akiya/shared-ui';
import { LoginGate } from '../features/login-gate/components/login-gate';
import { MyPageLayout } from '../features/layout/components/my-page-layout';
import { loadMyPageFrame } from '../features/layout/my-page-frame-loader';
import { loadMyPageHome } from './my-page-home-loader';
import { loadFavoriteList, loadFavoritesOverview } from '../features/favorites/favorites-loaders';
import { loadContactPage, loadPropertyContacts, loadThread } from '../features/messages/messages-loaders';
import { loadEnquiryPage } from '../features/contact-project/contact-project-loader';
import { loadPostedProperties, loadPostedProperty } from '../features/seller-projects/seller-projects-loaders';
import { loadMailSettings } from '../features/mail-settings/mail-settings-loader';
import { loadSavedSearches } from '../features/saved-searches/saved-searches-loader';
import { loadProfile, loadProfilePage } from '../features/profile/profile-loader';
import { loadMyPartner } from '../features/ouendan/ouendan-loader';
import { loadStaffPartners } from '../features/staff-partners/staff-partners-loader';
import { loadStaffAudit, loadStaffUser, loadStaffUsers } from '../features/staff-users/staff-users-loaders';
import { loadStaffAkiyabank } from '../features/staff-akiyabank/staff-akiyabank-loader';
import { loadStaffInbox, loadStaffInboxItem } from '../features/staff-inbox/staff-inbox-loaders';
import {
  loadConsultingRequest,
  loadConsultingRequests,
  loadConsultingSubject,
  loadConsultingThread,
  loadConsultingThreads,
  loadStaffConsulting,
} from '../features/consulting/consulting-loaders';
import { loadFirstReviewQueue } from '../features/staff-review/staff-review-loader';
import { loadStaffEditorialEntry, loadStaffEditorialList } from '../features/staff-editorial/staff-editorial-loaders';
import { loadUserMessages } from '../features/user-messages/user-messages-loader';
import { loadTopic } from '../features/topics/topics-loaders';
import { digitsOnly } from '../utils/route-params';
import { ContactsSync } from '../features/realtime/components/contacts-sync';
import { MyPageHome } from '../features/home/components/my-page-home';
import { ProfileAlert } from '../features/profile-alert/components/profile-alert';
import { PublicProfileDialog } from '../features/public-profile/components/public-profile-dialog';
import { QuestionnaireCard } from '../features/questionnaire/components/questionnaire-card';
import { TutorialCard } from '../features/questionnaire/components/tutorial-card';
import { TopicsCard } from '../features/topics/components/topics-card';
import { StaffLinks } from '../features/home/components/staff-links';

// The pages load with their first visit: /my-page itself carries only the frame and the home page.
// On the server they are rendered like the rest; a client navigation keeps the old page on screen
// while the code arrives (React Router navigates in a transition).
const MyPageListRoute = lazy(() => import('../features/favorites/components/favorites-page').then((m) => ({ default: m.MyPageListRoute })));
const FavoritesOverview = lazy(() => import('../features/favorites/components/favorites-overview').then((m) => ({ default: m.FavoritesOverview })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ProfileUpdatePage = lazy(() => import('../features/profile/components/profile-update-page').then((m) => ({ default: m.ProfileUpdatePage })));
const WithdrawPage = lazy(() => import('../features/profile/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })));
const ProjectMessagesPage = lazy(() => import('../features/messages/components/project-messages-page').then((m) => ({ default: m.ProjectMessagesPage })));
const ThreadPage = lazy(() => import('../features/messages/components/thread-page').then((m) => ({ default: m.ThreadPage })));
const PurchasePage = lazy(() => import('../features/purchase/components/purchase-page').then((m) => ({ default: m.PurchasePage })));
const ResponsePurchasePage = lazy(() => import('../features/purchase/components/response-purchase-page').then((m) => ({ default: m.ResponsePurchasePage })));
const ContactProjectPage = lazy(() => import('../features/contact-project/components/contact-project-page').then((m) => ({ default: m.ContactProjectPage })));
const ProjectListPage = lazy(() => import('../features/seller-projects/components/project-list-page').then((m) => ({ default: m.ProjectListPage })));
const ChangePublishPage = lazy(() => import('../features/seller-projects/components/change-publish-page').then((m) => ({ default: m.ChangePublishPage })));
const SavedSearchesPage = lazy(() => import('../features/saved-searches/components/saved-searches-page').then((m) => ({ default: m.SavedSearchesPage })));
const MailSettingsPage = lazy(() => import('../features/mail-settings/components/mail-settings-page').then((m) => ({ default: m.MailSettingsPage })));
const StaffReviewPage = lazy(() => import('../features/staff-review/components/staff-review-page').then((m) => ({ default: m.StaffReviewPage })));
const StaffMessagesPage = lazy(() => import('../features/staff-messages/components/staff-messages-page').then((m) => ({ default: m.StaffMessagesPage })));
const UserMessagesPage = lazy(() => import('../features/user-messages/components/user-messages-page').then((m) => ({ default: m.UserMessagesPage })));
const TopicPage = lazy(() => import('../features/topics/components/topic-page').then((m) => ({ default: m.TopicPage })));
const StaffEditorialEditPage = lazy(() => import('../features/staff-editorial/components/staff-editorial-pages').then((m) => ({ default: m.StaffEditorialEditPage })));
const StaffEditorialIndex = lazy(() => import('../features/staff-editorial/components/staff-editorial-pages').then((m) => ({ default: m.StaffEditorialIndex })));
const StaffEditorialListPage = lazy(() => import('../features/staff-editorial/components/staff-editorial-pages').then((m) => ({ default: m.StaffEditorialListPage })));
const StaffEditorialNewPage = lazy(() => import('../features/staff-editorial/components/staff-editorial-pages').then((m) => ({ default: m.StaffEditorialNewPage })));
const RequestsPage = lazy(() => import('../features/consulting/components/requests-page').then((m) => ({ default: m.RequestsPage })));
const RequestPage = lazy(() => import('../features/consulting/components/request-page').then((m) => ({ default: m.RequestPage })));
const ThreadsPage = lazy(() => import('../features/consulting/components/threads-page').then((m) => ({ default: m.ThreadsPage })));
const ConsultingThreadPage = lazy(() => import('../features/consulting/components/thread-page').then((m) => ({ default: m.ConsultingThreadPage })));
const ConsultingSubjectPage = lazy(() => import('../features/consulting/components/subject-page').then((m) => ({ default: m.ConsultingSubjectPage })));
const StaffConsultingPage = lazy(() => import('../features/staff-consulting/components/staff-consulting-page').then((m) => ({ default: m.StaffConsultingPage })));
const OuendanPage = lazy(() => import('../features/ouendan/components/ouendan-page').then((m) => ({ default: m.OuendanPage })));
const StaffPartnersPage = lazy(() => import('../features/staff-partners/components/staff-partners-page').then((m) => ({ default: m.StaffPartnersPage })));
const StaffUsersPage = lazy(() => import('../features/staff-users/components/staff-users-page').then((m) => ({ default: m.StaffUsersPage })));
const StaffUserPage = lazy(() => import('../features/staff-users/components/staff-user-page').then((m) => ({ default: m.StaffUserPage })));
const StaffAuditPage = lazy(() => import('../features/staff-users/components/staff-audit-page').then((m) => ({ default: m.StaffAuditPage })));
const StaffInboxPage = lazy(() => import('../features/staff-inbox/components/staff-inbox-page').then((m) => ({ default: m.StaffInboxPage })));
const StaffInboxItemPage = lazy(() => import('../features/staff-inbox/components/staff-inbox-item-page').then((m) => ({ default: m.StaffInboxItemPage })));
const StaffAkiyabankPage = lazy(() => import('../features/staff-akiyabank/components/staff-akiyabank-page').then((m) => ({ default: m.StaffAkiyabankPage })));
const StaffRequestPage = lazy(() => import('../features/staff-consulting/components/staff-request-page').then((m) => ({ default: m.StaffRequestPage })));
const StaffThreadPage = lazy(() => import('../features/staff-consulting/components/staff-thread-page').then((m) => ({ default: m.StaffThreadPage })));

/**
 * A page whose named parameters (default `page`) must be digits only (docs/product.md §2): DigitsRoute renders
 * the 404 page otherwise, and the loader then loads nothing either.
 */
function digitsRoute(path: string, params: string[] | undefined, page: ReactElement, load?: RouteLoader): DataRoute {
  return {
    path,
    element: <DigitsRoute params={params}>{page}</DigitsRoute>,
    ...(load ? { load: (args) => (digitsOnly(args.params, params) ? load(args) : undefined) } : {}),
  };
}

const enquiryRoute = digitsRoute('/contact/project/:id', ['id'], <ContactProjectPage />, loadEnquiryPage);

/**
 * The mypage remote's route table (absolute paths; the shell renders it under a `*` route). Every
 * /my-page path is behind the login gate and inside the my-page frame. Paths of sections that later
 * issues build and that are not listed here render the 404 page inside the frame.
 *
 * Each route whose page reads API data on its first render has a loader starting those queries with
 * the page's own arguments: the shell's server runs the loaders of the routes matching a page, the
 * frame's and the page's, before rendering it (remote-entry exports the table). The frame's loader
 * loads the contact list, which the message lists read too; the pages' loaders load nothing for a
 * visitor, whom the login gate sends away.
 */
export const routes: DataRoute[] = [
  {
    element: (
      <LoginGate>
        <MyPageLayout>
          <PublicProfileDialog />
          <ContactsSync />
        </MyPageLayout>
      </LoginGate>
    ),
    load: loadMyPageFrame,
    children: [
      {
        path: '/my-page',
        element: (
          <MyPageHome
            notices={
              <>
                <ProfileAlert />
                <QuestionnaireCard />
                <TutorialCard />
                <TopicsCard />
                <StaffLinks />
              </>
            }
          />
        ),
        load: loadMyPageHome,
      },
      // Favourites: every kind together, and one list per type (favorite, article, solution); other types are 404
      { path: '/my-page/list', element: <FavoritesOverview />, load: loadFavoritesOverview },
      { path: '/my-page/list/items', element: <FavoritesOverview all />, load: loadFavoritesOverview },
      { path: '/my-page/list/:type', element: <MyPageListRoute />, load: loadFavoriteList },
      { path: '/my-page/list/:type/page/:page', element: <MyPageListRoute />, load: loadFavoriteList },
      // Deals (H5): the lists read the contact list the frame loads
      { path: '/my-page/messages', element: <MessagesPage /> },
      digitsRoute('/my-page/messages/page/:page', undefined, <MessagesPage />),
      { path: '/my-page/messages/type/:type', element: <MessagesPage /> },
      digitsRoute('/my-page/messages/type/:type/page/:page', undefined, <MessagesPage />),
      digitsRoute('/my-page/messages/type/:type/:propertyId', ['propertyId'], <MessagesPage />),
      digitsRoute('/my-page/messages/type/:type/:propertyId/page/:page', ['propertyId', 'page'], <MessagesPage />),
      digitsRoute('/my-page/messages/:id', ['id'], <ThreadPage />, loadThread),
      digitsRoute('/my-page/project/messages/:id', ['id'], <ProjectMessagesPage />, loadPropertyContacts),
      digitsRoute('/my-page/project/messages/:id/page/:page', ['id', 'page'], <ProjectMessagesPage />, loadPropertyContacts),
      digitsRoute('/my-page/purchase/:id', ['id'], <PurchasePage />, loadContactPage),
      digitsRoute('/my-page/response-purchase/:id', ['id'], <ResponsePurchasePage />, loadContactPage),
      // Seller (H4)
      { path: '/my-page/project', element: <ProjectListPage />, load: loadPostedProperties },
      digitsRoute('/my-page/project/page/:page', undefined, <ProjectListPage />, loadPostedProperties),
      digitsRoute('/my-page/change-publish/:id', ['id'], <ChangePublishPage />, loadPostedProperty),
      { path: '/my-page/mail-settings', element: <MailSettingsPage />, load: loadMailSettings },
      { path: '/my-page/searches', element: <SavedSearchesPage />, load: loadSavedSearches },
      { path: '/my-page/profile', element: <ProfilePage />, load: loadProfilePage },
      { path: '/my-page/profile/update', element: <ProfileUpdatePage />, load: loadProfile },
      { path: '/my-page/profile/withdraw', element: <WithdrawPage />, load: loadProfile },
      { path: '/my-page/ouendan', element: <OuendanPage />, load: loadMyPartner },
      // Staff approve supporters and their rewards (issue 13): 404 for everyone but staff
      { path: '/my-page/staff/partners', element: <StaffPartnersPage />, load: loadStaffPartners },
      // Staff find users, disable / enable them, and read the audit log of staff actions (issue 24): 404 for everyone but staff
      { path: '/my-page/staff/users', element: <StaffUsersPage />, load: loadStaffUsers },
      digitsRoute('/my-page/staff/users/:id', ['id'], <StaffUserPage />, loadStaffUser),
      { path: '/my-page/staff/audit', element: <StaffAuditPage />, load: loadStaffAudit },
      // Staff add the bank's municipalities and their members (issue 24): 404 for everyone but staff
      { path: '/my-page/staff/akiyabank', element: <StaffAkiyabankPage />, load: loadStaffAkiyabank },
      // Staff inbox: contact form, republish requests, users' replies; unread / handled, reply (issue 24): 404 for everyone but staff
      { path: '/my-page/staff/inbox', element: <StaffInboxPage />, load: loadStaffInbox },
      digitsRoute('/my-page/staff/inbox/:id', ['id'], <StaffInboxItemPage />, loadStaffInboxItem),
      // Consulting (airyflow, issue 13): requests, their status and the threads with the operator
      { path: '/my-page/airyflow', element: <RequestsPage />, load: loadConsultingRequests('user') },
      digitsRoute('/my-page/airyflow/:id', ['id'], <RequestPage />, loadConsultingRequest('user')),
      { path: '/my-page/consultings', element: <ThreadsPage />, load: loadConsultingThreads('user') },
      digitsRoute('/my-page/consultings/:id', ['id'], <ConsultingThreadPage />, loadConsultingThread('user')),
      digitsRoute('/my-page/consultings/:type/:id', ['id'], <ConsultingSubjectPage />, loadConsultingSubject),
      { path: '/my-page/staff/consulting', element: <StaffConsultingPage />, load: loadStaffConsulting },
      digitsRoute('/my-page/staff/consulting/:id', ['id'], <StaffRequestPage />, loadConsultingRequest('staff')),
      digitsRoute('/my-page/staff/consulting/threads/:id', ['id'], <StaffThreadPage />, loadConsultingThread('staff')),
      // Staff review of posted listings (H2): 404 for everyone but staff
      { path: '/my-page/staff/review', element: <StaffReviewPage />, load: loadFirstReviewQueue },
      // Staff writes to a user and publishes topics (H7): 404 for everyone but staff (the review queue tells)
      { path: '/my-page/staff/messages', element: <StaffMessagesPage />, load: loadFirstReviewQueue },
      // Staff authoring of articles, news and Q&A (issue 12): 404 for everyone but staff
      { path: '/my-page/staff/editorial', element: <StaffEditorialIndex /> },
      { path: '/my-page/staff/editorial/:section', element: <StaffEditorialListPage />, load: loadStaffEditorialList },
      digitsRoute('/my-page/staff/editorial/:section/page/:page', undefined, <StaffEditorialListPage />, loadStaffEditorialList),
      { path: '/my-page/staff/editorial/:section/new', element: <StaffEditorialNewPage /> },
      digitsRoute('/my-page/staff/editorial/:section/:id', ['id'], <StaffEditorialEditPage />, loadStaffEditorialEntry),
      // Operator thread and topics (H6)
      { path: '/my-page/user/messages', element: <UserMessagesPage />, load: loadUserMessages },
      digitsRoute('/my-page/topics/:id', ['id'], <TopicPage />, loadTopic),
      { path: '/my-page/*', element: <NotFoundPage /> },
    ],
  },
  // The enquiry page (H5): behind the login gate, outside the my-page frame.
  { ...enquiryRoute, element: <LoginGate>{enquiryRoute.element}</LoginGate> },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
