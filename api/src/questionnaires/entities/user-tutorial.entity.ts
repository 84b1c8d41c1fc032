import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A tutorial (TUTORIAL_TYPES) the user has dismissed. */
@Entity({ name: 'user_tutorials' })
export class UserTutorialEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  type: number;

  @Column({ name: 'done_at', type: 'datetime' })
  doneAt: Date;
}
