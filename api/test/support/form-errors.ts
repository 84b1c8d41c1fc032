import { MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import type { BrowserResponse } from './browser';

/**
 * Asserts the API's standard form error: 400 with the whole body exactly `{ statusCode, error,
 * message: MESSAGES.formError, errors }`, `errors` holding every failed field's messages.
 */
export function expectFormErrors(res: BrowserResponse, errors: Record<string, string[]>): void {
  expect(res.statusCode).toBe(400);
  expect(res.json<ApiErrorBody>()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors });
}
