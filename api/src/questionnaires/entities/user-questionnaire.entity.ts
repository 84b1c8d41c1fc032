import { Column, Entity } from 'typeorm';
import { DateTimeColumn } from '../../database/entity-columns';
import { UserTypeRow } from './user-type-row';

/** One user's answer to one questionnaire (type QUESTIONNAIRE_PURPOSE; answers QUESTIONNAIRE_ANSWERS). */
@Entity({ name: 'user_questionnaires' })
export class UserQuestionnaireEntity extends UserTypeRow {
  @Column({ type: 'int' })
  answer: number;

  @DateTimeColumn('answered_at')
  answeredAt: Date;
}
