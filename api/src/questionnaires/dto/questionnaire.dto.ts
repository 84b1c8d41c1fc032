import { ApiProperty } from '@nestjs/swagger';
import {
  MESSAGES,
  QUESTIONNAIRE_ANSWER_VALUES,
  QUESTIONNAIRE_PURPOSE,
  SELLER_MESSAGES,
  TUTORIAL_TYPE_VALUES,
} from '@akiya/contracts';
import { Satisfies } from '../../http/contract-rule';

/** POST /api/my-page/questionnaires: the purpose questionnaire (type 1) and an answer 1–4. */
export class QuestionnaireAnswerDto {
  @ApiProperty({ enum: [QUESTIONNAIRE_PURPOSE] })
  @Satisfies((v: unknown) => (v === QUESTIONNAIRE_PURPOSE ? null : MESSAGES.invalidValue))
  type: number;

  @ApiProperty({ enum: QUESTIONNAIRE_ANSWER_VALUES, description: '1 seller, 2 buyer, 3 both, 4 neither' })
  @Satisfies((v: unknown) => (QUESTIONNAIRE_ANSWER_VALUES.includes(v as number) ? null : SELLER_MESSAGES.questionnaireAnswer))
  answer: number;
}

/** POST /api/my-page/tutorials: a tutorial (type 1 newProperties) the user dismissed. */
export class TutorialDoneDto {
  @ApiProperty({ enum: TUTORIAL_TYPE_VALUES })
  @Satisfies((v: unknown) => (TUTORIAL_TYPE_VALUES.includes(v as number) ? null : MESSAGES.invalidValue))
  type: number;
}
