import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserQuestionnaireEntity } from './entities/user-questionnaire.entity';
import { UserTutorialEntity } from './entities/user-tutorial.entity';
import { QuestionnairesController } from './questionnaires.controller';
import { QuestionnairesService } from './questionnaires.service';

/** The purpose questionnaire and the tutorials (docs/product.md §3), stored per user. */
@Module({
  imports: [TypeOrmModule.forFeature([UserQuestionnaireEntity, UserTutorialEntity])],
  controllers: [QuestionnairesController],
  providers: [QuestionnairesService],
})
export class QuestionnairesModule {}
