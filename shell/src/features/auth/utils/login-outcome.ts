/** Login codes of docs/product.md §8 answered by the email step (and possibly by the password step). */
export const LOGIN_CODES = ['empty-password', 'disabled-login', 'not-verified'] as const;
export type LoginCode = (typeof LOGIN_CODES)[number];

export type LoginOutcome =
  | { ok: true }
  | {
      ok: false;
      /** One of the docs/product.md §8 codes, from the body's `code` or `message`. */
      code: LoginCode | null;
      /** The body's message when it is a sentence for the user (not a code). */
      message: string | null;
      /** HTTP status, or null for a network or parsing failure. */
      status: number | null;
    };

function isLoginCode(v: unknown): v is LoginCode {
  return typeof v === 'string' && (LOGIN_CODES as readonly string[]).includes(v);
}

function readBody(body: unknown): { code: LoginCode | null; message: string | null; success: unknown } {
  if (!body || typeof body !== 'object') return { code: null, message: null, success: undefined };
  const { code, message, success } = body as { code?: unknown; message?: unknown; success?: unknown };
  const found = isLoginCode(code) ? code : isLoginCode(message) ? message : null;
  const text = typeof message === 'string' && !isLoginCode(message) && message.trim() !== '' ? message : null;
  return { code: found, message: text, success };
}

/** Reads the result of a login mutation (`{ data }` or `{ error }` as RTK Query returns it). */
export function readLoginOutcome(result: { data?: unknown; error?: unknown }): LoginOutcome {
  if (result.error !== undefined) {
    const error = result.error as { status?: unknown; data?: unknown };
    const status = typeof error?.status === 'number' ? error.status : null;
    const { code, message } = readBody(error?.data);
    return { ok: false, code, message, status };
  }
  const { code, message, success } = readBody(result.data);
  if (code !== null || success === false) return { ok: false, code, message, status: 200 };
  return { ok: true };
}
