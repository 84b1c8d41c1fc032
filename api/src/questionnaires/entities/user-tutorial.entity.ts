import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../database/entity-columns';

/** A tutorial (TUTORIAL_TYPES) the user has dismissed. */
@Entity({ name: 'user_tutorials' })
export class UserTutorialEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  type: number;

  @DateTimeColumn('done_at')
  doneAt: Date;
}
