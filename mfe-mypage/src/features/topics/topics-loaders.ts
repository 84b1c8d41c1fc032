import { loadQuery } from '@akiya/shared-ui';
import { idOf } from '../../utils/route-params';
import { signedInLoader } from '../../utils/signed-in-loader';
import { topicsApi } from './api/topics-api';

/** The topics the /my-page home lists (TopicsCard). */
export const loadTopics = signedInLoader(({ dispatch }) => loadQuery(dispatch, topicsApi.endpoints.getTopics, undefined));

/** /my-page/topics/{id} (TopicPage): the topic; an unknown one's 404 is its answer. */
export const loadTopic = signedInLoader(({ params, dispatch }) => loadQuery(dispatch, topicsApi.endpoints.getTopic, idOf(params.id)));
