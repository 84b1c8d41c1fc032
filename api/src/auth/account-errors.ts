import { ACCOUNT_ERROR_CODES, formatMessage, MESSAGES } from '@akiya/contracts';
import { ApiError } from '../http/api-error';

/** The account errors of docs/product.md §8 and ours, each in the one error shape with its `code`. */
export const accountErrors = {
  /** 403 disabled-login with the operator's address (docs/product.md §8). */
  disabled: (operatorEmail: string) =>
    new ApiError(403, formatMessage(MESSAGES.disabledLogin, { email: operatorEmail }), undefined, {
      code: ACCOUNT_ERROR_CODES.disabledLogin,
    }),
  /** 403 not-verified (docs/product.md §8: the dialog goes to /login/remember?verify=1). */
  notVerified: () => new ApiError(403, MESSAGES.notVerified, undefined, { code: ACCOUNT_ERROR_CODES.notVerified }),
  /** 409 empty-password: a set-password mail was sent (docs/product.md §8: /login/remember?empty=1). */
  emptyPassword: () => new ApiError(409, MESSAGES.setPasswordMailSent, undefined, { code: ACCOUNT_ERROR_CODES.emptyPassword }),
  /** 401 wrong-password, for a wrong password and for an unknown address alike. */
  wrongPassword: () =>
    new ApiError(401, MESSAGES.wrongPassword, { password: [MESSAGES.wrongPassword] }, { code: ACCOUNT_ERROR_CODES.wrongPassword }),
  /** 400 verify-token-not-exist: the verification link is unknown, used or expired; offers to resend. */
  verifyTokenInvalid: () =>
    new ApiError(400, MESSAGES.verifyTokenInvalid, undefined, { code: ACCOUNT_ERROR_CODES.verifyTokenNotExist }),
  /** 400 reset-token-not-exist. */
  resetTokenInvalid: () =>
    new ApiError(400, MESSAGES.resetTokenInvalid, undefined, { code: ACCOUNT_ERROR_CODES.resetTokenNotExist }),
  /** 400 for the email-change link (docs/product.md §7 re-verify: success false, verify-token-not-exist). */
  emailLinkInvalid: () =>
    new ApiError(400, MESSAGES.emailUpdateLinkInvalid, undefined, { success: false, code: ACCOUNT_ERROR_CODES.verifyTokenNotExist }),
  /** 400 on the email field of the email-change dialog (docs/product.md §5), with `success: false` and a code when the spec has one. */
  emailField: (message: string, code?: string) =>
    new ApiError(400, message, { email: [message] }, { success: false, ...(code ? { code } : {}) }),
  /** 400 formError with the registration field error of an address already taken. */
  emailTaken: () => new ApiError(400, MESSAGES.formError, { email: [MESSAGES.emailExists] }, { code: ACCOUNT_ERROR_CODES.emailExists }),
  mailFailed: () => new ApiError(503, MESSAGES.mailSendFailed),
  notFound: () => new ApiError(404, MESSAGES.notFound),
};
