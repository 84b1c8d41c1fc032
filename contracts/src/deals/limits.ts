/** Limits of the deal calls: message, enquiry, reason and memo lengths, attachments, page sizes. */

export const DEAL_LIMITS = {
  messageMaxLength: 2000,
  enquiryMaxLength: 2000,
  reasonMaxLength: 500,
  memoMaxLength: 1000,
  attachmentsMax: 5,
  /** Total size of one message's attachments, in MB (1 MB = 1048576 bytes). */
  attachmentsTotalMb: 10,
  messagesPageSize: 30,
  enquiriesPageSize: 10,
} as const;
