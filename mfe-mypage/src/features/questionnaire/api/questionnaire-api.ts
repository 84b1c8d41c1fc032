import type { QuestionnaireAnswerBody, QuestionnaireState, TutorialDoneBody } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

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
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(questionnaireApi.util.upsertQueryData('getQuestionnaires', undefined, data));
        } catch {
          // The card stays; its error is shown.
        }
      },
    }),
  }),
});

export const { useGetQuestionnairesQuery, useAnswerQuestionnaireMutation, useDismissTutorialMutation } = questionnaireApi;
