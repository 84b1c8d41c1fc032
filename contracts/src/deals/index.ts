/**
 * The deal (contact) workflow, one file per concern: the state machine (which side may move a contact
 * from which status to which, what each move requires), the root types of a contact, the limits and
 * Japanese messages, the input rules of the deal calls, the enquiry-list filters, the DTOs of the
 * my-page deal endpoints, the thread path and the unread totals. docs/deals.md draws the table.
 */
export * from './status-machine';
export * from './root-types';
export * from './limits';
export * from './messages';
export * from './validation';
export * from './filters';
export * from './dto';
export * from './paths';
export * from './unread';
