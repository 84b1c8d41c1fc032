import { loadQuery, type LoaderArgs, type RouteLoader } from '@akiya/shared-ui';
import { consultingApi, consultingArgs, consultingSubjectArgs, type ConsultingScope } from '../../api/consulting-api';
import { idOf } from '../../utils/route-params';
import { signedInLoader } from '../../utils/signed-in-loader';

// The data loaders of the consulting routes (app/routes.tsx), the user's (scope 'user') and the
// staff's (scope 'staff', staff-consulting). The staff's are asked for any signed-in user, as the
// pages do: the API's 404 to everyone but staff is the 404 page.

/** A thread and the newest page of its messages (ConsultingThread), both at once. */
function loadThreadWithMessages({ dispatch }: LoaderArgs, scope: ConsultingScope, threadId: number) {
  return Promise.all([
    loadQuery(dispatch, consultingApi.endpoints.getConsultingThread, consultingArgs(scope, threadId)),
    loadQuery(dispatch, consultingApi.endpoints.getConsultingMessages, consultingArgs(scope, threadId)),
  ]);
}

/** /my-page/airyflow (RequestsPage) and /my-page/staff/consulting (StaffConsultingPage, with the threads): the requests. */
export const loadConsultingRequests = (scope: ConsultingScope) =>
  signedInLoader(({ dispatch }) => loadQuery(dispatch, consultingApi.endpoints.getConsultingRequests, scope));

/** /my-page/consultings (ThreadsPage) and /my-page/staff/consulting (with the requests): the threads. */
export const loadConsultingThreads = (scope: ConsultingScope) =>
  signedInLoader(({ dispatch }) => loadQuery(dispatch, consultingApi.endpoints.getConsultingThreads, scope));

/** /my-page/staff/consulting (StaffConsultingPage): every request and every thread. */
export const loadStaffConsulting: RouteLoader = (args) => Promise.all([loadConsultingRequests('staff')(args), loadConsultingThreads('staff')(args)]);

/**
 * /my-page/airyflow/{id} (RequestPage) and /my-page/staff/consulting/{id} (StaffRequestPage): the
 * request, then the thread it names with its messages.
 */
export const loadConsultingRequest = (scope: ConsultingScope) =>
  signedInLoader(async (args) => {
    const { data } = await loadQuery(args.dispatch, consultingApi.endpoints.getConsultingRequest, consultingArgs(scope, idOf(args.params.id)));
    if (data) await loadThreadWithMessages(args, scope, data.thread_id);
  });

/** /my-page/consultings/{id} (ConsultingThreadPage) and /my-page/staff/consulting/threads/{id} (StaffThreadPage). */
export const loadConsultingThread = (scope: ConsultingScope) => signedInLoader((args) => loadThreadWithMessages(args, scope, idOf(args.params.id)));

/**
 * /my-page/consultings/{type}/{id} (ConsultingSubjectPage): the listing or Q&A, then the messages of
 * the user's thread about it when there is one; nothing for another type (the 404 page).
 */
export const loadConsultingSubject = signedInLoader(async ({ params, dispatch }) => {
  const subject = consultingSubjectArgs(params.type, idOf(params.id));
  if (!subject) return;
  const { data } = await loadQuery(dispatch, consultingApi.endpoints.getConsultingSubject, subject);
  if (data?.thread) await loadQuery(dispatch, consultingApi.endpoints.getConsultingMessages, consultingArgs('user', data.thread.id));
});
