/**
 * The consulting service (airyflow), one file per concern: the fees shown on /consult, the request
 * form's fields, limits, Japanese messages and rules (the browser and the API run the same
 * `validateConsultingRequest`), the request statuses and their transition table (the API refuses any
 * other move with 409), the thread types, the DTOs of the consulting threads between a user and the
 * operator, and their my-page paths. docs/consulting.md explains them.
 */
export * from './fees';
export * from './form';
export * from './limits';
export * from './messages';
export * from './validation';
export * from './status-machine';
export * from './threads';
export * from './dto';
export * from './paths';
