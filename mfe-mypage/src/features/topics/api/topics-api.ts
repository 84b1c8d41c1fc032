import { api } from '@akiya/shared-ui';

/** An operator notice (GET /api/my-page/topics/:id). */
export interface Topic {
  id: number;
  title: string;
  /** Plain text (rendered as text, never HTML). */
  body: string;
  published_at: string;
}

export interface TopicListResponse {
  /** Newest first. */
  items: Topic[];
}

export const topicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopics: build.query<TopicListResponse, void>({
      query: () => 'api/my-page/topics',
    }),
    getTopic: build.query<Topic, number>({
      query: (id) => `api/my-page/topics/${id}`,
    }),
  }),
});

export const { useGetTopicsQuery, useGetTopicQuery } = topicsApi;
