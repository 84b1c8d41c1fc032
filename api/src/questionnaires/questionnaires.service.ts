import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QUESTIONNAIRE_PURPOSE, TUTORIAL_TYPE_VALUES, TUTORIAL_TYPES, type QuestionnaireState } from '@akiya/contracts';
import { Repository } from 'typeorm';
import { UserQuestionnaireEntity } from './entities/user-questionnaire.entity';
import { UserTutorialEntity } from './entities/user-tutorial.entity';

type TutorialType = (typeof TUTORIAL_TYPES)[keyof typeof TUTORIAL_TYPES];

/** The purpose questionnaire and the dismissible tutorials of docs/product.md §3, per user. */
@Injectable()
export class QuestionnairesService {
  constructor(
    @InjectRepository(UserQuestionnaireEntity) private readonly answers: Repository<UserQuestionnaireEntity>,
    @InjectRepository(UserTutorialEntity) private readonly tutorials: Repository<UserTutorialEntity>,
  ) {}

  async stateOf(userId: number): Promise<QuestionnaireState> {
    const [answered, done] = await Promise.all([this.answers.findBy({ userId }), this.tutorials.findBy({ userId })]);
    return {
      questionnaires: [
        { type: QUESTIONNAIRE_PURPOSE, answer: answered.find((a) => a.type === QUESTIONNAIRE_PURPOSE)?.answer ?? null },
      ],
      tutorials: TUTORIAL_TYPE_VALUES.map((type) => ({ type: type as TutorialType, done: done.some((d) => d.type === type) })),
    };
  }

  /** Stores (or replaces) the answer. */
  async answer(userId: number, type: number, answer: number): Promise<QuestionnaireState> {
    await this.answers.save(this.answers.create({ userId, type, answer, answeredAt: new Date() }));
    return this.stateOf(userId);
  }

  /** Remembers that the tutorial was dismissed (again: nothing changes). */
  async dismissTutorial(userId: number, type: number): Promise<QuestionnaireState> {
    if (!(await this.tutorials.existsBy({ userId, type }))) {
      await this.tutorials.save(this.tutorials.create({ userId, type, doneAt: new Date() }));
    }
    return this.stateOf(userId);
  }
}
