import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { questionnaireApi } from './api/questionnaire-api';

/** The questionnaire and tutorial state the /my-page home reads (QuestionnaireCard, TutorialCard). */
export const loadQuestionnaires = signedInLoader(({ dispatch }) => loadQuery(dispatch, questionnaireApi.endpoints.getQuestionnaires, undefined));
