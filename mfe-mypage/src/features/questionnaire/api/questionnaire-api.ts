import type { QuestionnaireAnswerBody, QuestionnaireState, TutorialDoneBody } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';
import { whenAnswered } from '../../../api/when-answered';

/** Questionnaire and tutorial state of the logged-in user (docs/seller.md). */
export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaires: build.query<QuestionnaireState, void>({
      query: () => 'api/my-page/questionnaires',
    }),
    answerQuestionnaire: build.mutation<QuestionnaireState, QuestionnaireAnswerBody>({
      query: (body) => ({ url: 'api/my-page/questionnaires', method: 'POST', body }),
    }),
    dismissTutorial: build.mutation<QuestionnaireState, TutorialDoneBody>({
      query: (body) => ({ url: 'api/my-page/tutorials', method: 'POST', body }),
      // On a refusal the card stays; its error is shown.
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(questionnaireApi.util.upsertQueryData('getQuestionnaires', undefined, data))),
    }),
  }),
});

export const { useGetQuestionnairesQuery, useAnswerQuestionnaireMutation, useDismissTutorialMutation } = questionnaireApi;
