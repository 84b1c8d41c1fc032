import { DEAL_MESSAGES, MESSAGES } from '@akiya/contracts';
import { ApiError } from '../http/api-error';

/** The errors of the deal calls: one body shape (ApiError), Japanese messages from contracts. */
export const dealErrors = {
  /** Unknown, or a contact the viewer is not a party of. */
  notFound: () => new ApiError(404, MESSAGES.notFound),
  /** 400 formError with one message per field. */
  form: (errors: Record<string, string>) =>
    new ApiError(400, MESSAGES.formError, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]))),
  /** The action named another version than the current one. */
  conflict: () => new ApiError(409, DEAL_MESSAGES.conflict, undefined, { code: 'conflict' }),
  ended: () => new ApiError(400, DEAL_MESSAGES.ended, undefined, { code: 'deal-ended' }),
  notAllowed: () => new ApiError(400, DEAL_MESSAGES.notAllowed, undefined, { code: 'not-allowed' }),
  ownProperty: () => new ApiError(400, DEAL_MESSAGES.ownProperty, undefined, { code: 'own-property' }),
  notReceiving: () => new ApiError(400, DEAL_MESSAGES.notReceiving, undefined, { code: 'not-receiving' }),
  attachmentType: () => new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentType] }),
};

/** The first `n` characters (code points) of a text. */
export function firstChars(s: string, n: number): string {
  const chars = [...s];
  return chars.length > n ? chars.slice(0, n).join('') : s;
}
