// The operator thread (家いちば事務局 ⇄ user) and the my-page topics: response shapes and limits.

/** One message of the user's thread with 家いちば事務局 (GET /api/my-page/user/messages). */
export interface UserMessage {
  id: number;
  /** true: written by the operator (staff); false: the user's own reply. */
  from_operator: boolean;
  /** Plain text as written (never HTML). */
  body: string;
  created_at: string;
  /** When the user read an operator message (null: unread; always null for the user's own). */
  read_at: string | null;
}

export interface UserMessageListResponse {
  /** Newest first. */
  items: UserMessage[];
  /** Ids of the unread operator messages. */
  unreadIds: number[];
}

/** An operator notice on the my page. */
export interface Topic {
  id: number;
  title: string;
  /** Plain text (never HTML). */
  body: string;
  published_at: string;
}

export interface TopicListResponse {
  /** Newest first (at most USER_MESSAGE_LIMITS.topicsListSize). */
  items: Topic[];
}

/** GET /api/staff/users?email= (staff only). */
export interface StaffUserLookup {
  id: number;
  name: string;
  email: string;
  /** ISO 8601: when the account withdrew (退会, docs/accounts.md); null while it is active. Optional for older servers. */
  withdrawn_at?: string | null;
}

/** Limits of the operator thread and topics (the API validates them, the my-page forms count against them). */
export const USER_MESSAGE_LIMITS = {
  bodyMaxLength: 2000,
  topicTitleMaxLength: 200,
  topicBodyMaxLength: 10000,
  threadSize: 200,
  topicsListSize: 50,
} as const;
