import type { ConsultingThreadType } from './threads';

/** The paths of a request and a thread on the my-page. */
export const consultingPaths = {
  request: (id: number) => `/my-page/airyflow/${id}`,
  thread: (id: number) => `/my-page/consultings/${id}`,
  subject: (type: ConsultingThreadType, id: number) => `/my-page/consultings/${type}/${id}`,
  staffRequest: (id: number) => `/my-page/staff/consulting/${id}`,
  staffThread: (id: number) => `/my-page/staff/consulting/threads/${id}`,
};
