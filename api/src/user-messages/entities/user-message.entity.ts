import { Column, Entity } from 'typeorm';
import { IntColumn } from '../../database/entity-columns';
import { ThreadMessageColumns } from '../../message-threads/thread-message-columns';

/** One message of a user's thread with 家いちば事務局 (migration UserMessages); body, clientId (of a user's reply), createdAt, readAt: ThreadMessageColumns. */
@Entity({ name: 'user_messages' })
export class UserMessageEntity extends ThreadMessageColumns {
  @IntColumn('user_id')
  userId: number;

  /** true: written by staff; false: the user's reply. */
  @Column({ name: 'from_operator', type: 'boolean', default: false })
  fromOperator: boolean;
}
