import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../database/entity-columns';

/** One user's answer to one questionnaire (type QUESTIONNAIRE_PURPOSE; answers QUESTIONNAIRE_ANSWERS). */
@Entity({ name: 'user_questionnaires' })
export class UserQuestionnaireEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  type: number;

  @Column({ type: 'int' })
  answer: number;

  @DateTimeColumn('answered_at')
  answeredAt: Date;
}
