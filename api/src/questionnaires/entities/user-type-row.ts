import { PrimaryColumn } from 'typeorm';

/** A row per user and type (a questionnaire answered, a tutorial dismissed): the two make the primary key. */
export abstract class UserTypeRow {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  type: number;
}
