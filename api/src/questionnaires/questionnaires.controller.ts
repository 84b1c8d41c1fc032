import { Body, Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { QuestionnaireState } from '@akiya/contracts';
import { CurrentUser, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { QuestionnaireAnswerDto, TutorialDoneDto } from './dto/questionnaire.dto';
import { QuestionnairesService } from './questionnaires.service';

/** Questionnaire and tutorial state of the logged-in user (cards on /my-page). */
@ApiTags('my-page')
@Controller('my-page')
export class QuestionnairesController {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @Get('questionnaires')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'Answers to the questionnaires and dismissed tutorials' })
  state(@CurrentUser() user: UserEntity): Promise<QuestionnaireState> {
    return this.questionnaires.stateOf(user.id);
  }

  @VerifiedPost('questionnaires')
  @ApiOperation({ summary: 'Answers the purpose questionnaire (type 1; answer 1 seller, 2 buyer, 3 both, 4 neither)' })
  answer(@CurrentUser() user: UserEntity, @Body() body: QuestionnaireAnswerDto): Promise<QuestionnaireState> {
    return this.questionnaires.answer(user.id, body.type, body.answer);
  }

  @VerifiedPost('tutorials')
  @ApiOperation({ summary: 'Dismisses a tutorial (type 1 newProperties)' })
  dismiss(@CurrentUser() user: UserEntity, @Body() body: TutorialDoneDto): Promise<QuestionnaireState> {
    return this.questionnaires.dismissTutorial(user.id, body.type);
  }
}
