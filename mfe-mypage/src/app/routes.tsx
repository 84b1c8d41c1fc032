import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage } from '@akiya/shared-ui';
import { LoginGate } from '../features/login-gate/components/login-gate';
import { MyPageLayout } from '../features/layout/components/my-page-layout';
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
const MessagesPage = lazy(() => import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })));
const ProjectMessagesPage = lazy(() => import('../features/messages/components/project-messages-page').then((m) => ({ default: m.ProjectMessagesPage })));
const ThreadPage = lazy(() => import('../features/messages/components/thread-page').then((m) => ({ default: m.ThreadPage })));
const PurchasePage = lazy(() => import('../features/purchase/components/purchase-page').then((m) => ({ default: m.PurchasePage })));
const ResponsePurchasePage = lazy(() => import('../features/purchase/components/response-purchase-page').then((m) => ({ default: m.ResponsePurchasePage })));
const ContactProjectPage = lazy(() => import('../features/contact-project/components/contact-project-page').then((m) => ({ default: m.ContactProjectPage })));
const ProjectListPage = lazy(() => import('../features/seller-projects/components/project-list-page').then((m) => ({ default: m.ProjectListPage })));
const ChangePublishPage = lazy(() => import('../features/seller-projects/components/change-publish-page').then((m) => ({ default: m.ChangePublishPage })));
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
const StaffRequestPage = lazy(() => import('../features/staff-consulting/components/staff-request-page').then((m) => ({ default: m.StaffRequestPage })));
const StaffThreadPage = lazy(() => import('../features/staff-consulting/components/staff-thread-page').then((m) => ({ default: m.StaffThreadPage })));

/**
 * Every /my-page path is behind the login gate and inside the my-page frame. Paths of sections that
 * later issues build and that are not listed here render the 404 page inside the frame.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <LoginGate>
            <MyPageLayout>
              <PublicProfileDialog />
              <ContactsSync />
            </MyPageLayout>
          </LoginGate>
        }
      >
        <Route
          path="/my-page"
          element={
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
          }
        />
        {/* Favourites: every kind together, and one list per type (favorite, article, solution); other types are 404 */}
        <Route path="/my-page/list" element={<FavoritesOverview />} />
        <Route path="/my-page/list/items" element={<FavoritesOverview all />} />
        <Route path="/my-page/list/:type" element={<MyPageListRoute />} />
        <Route path="/my-page/list/:type/page/:page" element={<MyPageListRoute />} />
        {/* Deals (H5) */}
        <Route path="/my-page/messages" element={<MessagesPage />} />
        <Route path="/my-page/messages/page/:page" element={<DigitsRoute><MessagesPage /></DigitsRoute>} />
        <Route path="/my-page/messages/type/:type" element={<MessagesPage />} />
        <Route path="/my-page/messages/type/:type/page/:page" element={<DigitsRoute><MessagesPage /></DigitsRoute>} />
        <Route path="/my-page/messages/type/:type/:propertyId" element={<DigitsRoute params={['propertyId']}><MessagesPage /></DigitsRoute>} />
        <Route path="/my-page/messages/type/:type/:propertyId/page/:page" element={<DigitsRoute params={['propertyId', 'page']}><MessagesPage /></DigitsRoute>} />
        <Route path="/my-page/messages/:id" element={<DigitsRoute params={['id']}><ThreadPage /></DigitsRoute>} />
        <Route path="/my-page/project/messages/:id" element={<DigitsRoute params={['id']}><ProjectMessagesPage /></DigitsRoute>} />
        <Route path="/my-page/project/messages/:id/page/:page" element={<DigitsRoute params={['id', 'page']}><ProjectMessagesPage /></DigitsRoute>} />
        <Route path="/my-page/purchase/:id" element={<DigitsRoute params={['id']}><PurchasePage /></DigitsRoute>} />
        <Route path="/my-page/response-purchase/:id" element={<DigitsRoute params={['id']}><ResponsePurchasePage /></DigitsRoute>} />
        {/* Seller (H4) */}
        <Route path="/my-page/project" element={<ProjectListPage />} />
        <Route path="/my-page/project/page/:page" element={<DigitsRoute><ProjectListPage /></DigitsRoute>} />
        <Route path="/my-page/change-publish/:id" element={<DigitsRoute params={['id']}><ChangePublishPage /></DigitsRoute>} />
        <Route path="/my-page/mail-settings" element={<MailSettingsPage />} />
        <Route path="/my-page/profile" element={<ProfilePage />} />
        <Route path="/my-page/profile/update" element={<ProfileUpdatePage />} />
        <Route path="/my-page/ouendan" element={<OuendanPage />} />
        {/* Staff approve supporters and their rewards (issue 13): 404 for everyone but staff */}
        <Route path="/my-page/staff/partners" element={<StaffPartnersPage />} />
        {/* Consulting (airyflow, issue 13): requests, their status and the threads with the operator */}
        <Route path="/my-page/airyflow" element={<RequestsPage />} />
        <Route path="/my-page/airyflow/:id" element={<DigitsRoute params={['id']}><RequestPage /></DigitsRoute>} />
        <Route path="/my-page/consultings" element={<ThreadsPage />} />
        <Route path="/my-page/consultings/:id" element={<DigitsRoute params={['id']}><ConsultingThreadPage /></DigitsRoute>} />
        <Route path="/my-page/consultings/:type/:id" element={<DigitsRoute params={['id']}><ConsultingSubjectPage /></DigitsRoute>} />
        <Route path="/my-page/staff/consulting" element={<StaffConsultingPage />} />
        <Route path="/my-page/staff/consulting/:id" element={<DigitsRoute params={['id']}><StaffRequestPage /></DigitsRoute>} />
        <Route path="/my-page/staff/consulting/threads/:id" element={<DigitsRoute params={['id']}><StaffThreadPage /></DigitsRoute>} />
        {/* Staff review of posted listings (H2): 404 for everyone but staff */}
        <Route path="/my-page/staff/review" element={<StaffReviewPage />} />
        {/* Staff writes to a user and publishes topics (H7): 404 for everyone but staff */}
        <Route path="/my-page/staff/messages" element={<StaffMessagesPage />} />
        {/* Staff authoring of articles, news and Q&A (issue 12): 404 for everyone but staff */}
        <Route path="/my-page/staff/editorial" element={<StaffEditorialIndex />} />
        <Route path="/my-page/staff/editorial/:section" element={<StaffEditorialListPage />} />
        <Route path="/my-page/staff/editorial/:section/page/:page" element={<DigitsRoute><StaffEditorialListPage /></DigitsRoute>} />
        <Route path="/my-page/staff/editorial/:section/new" element={<StaffEditorialNewPage />} />
        <Route path="/my-page/staff/editorial/:section/:id" element={<DigitsRoute params={['id']}><StaffEditorialEditPage /></DigitsRoute>} />
        {/* Operator thread and topics (H6) */}
        <Route path="/my-page/user/messages" element={<UserMessagesPage />} />
        <Route path="/my-page/topics/:id" element={<DigitsRoute params={['id']}><TopicPage /></DigitsRoute>} />
        <Route path="/my-page/*" element={<NotFoundPage />} />
      </Route>
      {/* The enquiry page (H5): behind the login gate, outside the my-page frame. */}
      <Route path="/contact/project/:id" element={<LoginGate><DigitsRoute params={['id']}><ContactProjectPage /></DigitsRoute></LoginGate>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
