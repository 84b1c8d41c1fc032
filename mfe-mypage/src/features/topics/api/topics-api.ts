import type { Topic, TopicListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

export type { Topic, TopicListResponse } from '@akiya/contracts';

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
