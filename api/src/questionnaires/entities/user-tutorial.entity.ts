import { Entity } from 'typeorm';
import { DateTimeColumn } from '../../database/entity-columns';
import { UserTypeRow } from './user-type-row';

/** A tutorial (TUTORIAL_TYPES) the user has dismissed. */
@Entity({ name: 'user_tutorials' })
export class UserTutorialEntity extends UserTypeRow {
  @DateTimeColumn('done_at')
  doneAt: Date;
}
