import { MESSAGES } from '@akiya/contracts';
import { apiErrorMessage, apiErrorRequestId, describeApiError, readApiError, toFormErrors } from './api-error';

const body = {
  statusCode: 400,
  error: 'Bad Request',
  message: '入力内容を確認してください',
  errors: { email: ['メールアドレスを入力してください', '形式が違います'], name: [] as string[] },
  code: 'invalid',
};

describe('API error reader', () => {
  it('reads the body out of an RTK Query error or takes a body as is', () => {
    expect(readApiError({ status: 400, data: body })).toBe(body);
    expect(readApiError(body)).toBe(body);
    expect(readApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(readApiError({ status: 502, data: '<html>' })).toBeNull();
    expect(readApiError(undefined)).toBeNull();
  });

  it('gives the API message, or the Japanese fallback for the kind of failure', () => {
    expect(apiErrorMessage({ status: 400, data: body })).toBe('入力内容を確認してください');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'x' })).toBe(MESSAGES.remoteLoadFailed);
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'x' })).toBe(MESSAGES.remoteLoadFailed);
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.remoteLoadFailed);
    expect(apiErrorMessage({ status: 500, data: 'oops' })).toBe(MESSAGES.serverError);
    expect(apiErrorMessage({ status: 400, data: { ...body, message: ' ' } })).toBe(MESSAGES.serverError);
    expect(apiErrorMessage({ status: 429, data: { ...body, statusCode: 429, message: '短時間に多くの送信がありました' } })).toBe('短時間に多くの送信がありました');
    expect(apiErrorMessage({ status: 429, data: 'Too Many Requests' })).toBe(MESSAGES.rateLimited);
  });

  it('toFormErrors keeps the first message of each field', () => {
    expect(toFormErrors({ status: 400, data: body })).toEqual({ email: 'メールアドレスを入力してください' });
    expect(toFormErrors(body)).toEqual({ email: 'メールアドレスを入力してください' });
    expect(toFormErrors({ status: 500, data: { statusCode: 500, error: 'x', message: 'y' } })).toEqual({});
  });

  it('describeApiError gathers status, code, message and fields', () => {
    expect(describeApiError({ status: 400, data: body })).toEqual({
      status: 400,
      code: 'invalid',
      message: '入力内容を確認してください',
      fields: { email: 'メールアドレスを入力してください' },
    });
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'x' })).toMatchObject({ status: null, code: null, fields: {} });
  });
});

describe('apiErrorRequestId', () => {
  it('reads the request id of a server error, null for anything else', () => {
    const body = { statusCode: 500, error: 'Internal Server Error', message: 'x', request_id: 'abc-123' };
    expect(apiErrorRequestId({ status: 500, data: body })).toBe('abc-123');
    expect(apiErrorRequestId({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'x' } })).toBeNull();
    expect(apiErrorRequestId(new TypeError('network'))).toBeNull();
  });
});
