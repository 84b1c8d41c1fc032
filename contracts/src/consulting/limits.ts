/** Limits of a consulting request and of the messages of its thread. */

export const CONSULTING_LIMITS = {
  problemMinLength: 10,
  problemMaxLength: 2000,
  placeMaxLength: 100,
  descriptionMaxLength: 1000,
  attachmentsMax: 5,
  /** Total of one request's (or message's) attachments, in MB (1 MB = 1048576 bytes). */
  attachmentsTotalMb: 10,
  messageMaxLength: 2000,
  messagesPageSize: 30,
} as const;
