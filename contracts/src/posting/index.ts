/**
 * Posting a listing (/post, docs/product.md §3 posted property and draft save id, §5 upload and form rules,
 * docs/product.md §7 the multipart form submission, §9), one file per concern: limits, Japanese messages, the
 * moderation states, the draft save id, the form's fields, its rules and the DTOs. The browser form
 * and the API run the same `validatePosting`, so the server validates everything the client does.
 */
export * from './limits';
export * from './messages';
export * from './moderation';
export * from './draft-save-id';
export * from './form';
export * from './validation';
export * from './dto';
