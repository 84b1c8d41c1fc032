import { readLoginOutcome } from './login-outcome';

describe('readLoginOutcome', () => {
  it('a plain 2xx body is a success', () => {
    expect(readLoginOutcome({ data: { success: true } })).toEqual({ ok: true });
    expect(readLoginOutcome({ data: {} })).toEqual({ ok: true });
    expect(readLoginOutcome({ data: null })).toEqual({ ok: true });
  });

  it('reads a docs/product.md §8 code from `code` or from `message` of an error body', () => {
    expect(readLoginOutcome({ error: { status: 400, data: { statusCode: 400, message: 'x', code: 'disabled-login' } } })).toEqual({
      ok: false,
      code: 'disabled-login',
      message: 'x',
      status: 400,
    });
    expect(readLoginOutcome({ error: { status: 422, data: { message: 'empty-password' } } })).toEqual({
      ok: false,
      code: 'empty-password',
      message: null,
      status: 422,
    });
  });

  it('reads a code or success:false from a 2xx body', () => {
    expect(readLoginOutcome({ data: { success: false, message: 'not-verified' } })).toEqual({
      ok: false,
      code: 'not-verified',
      message: null,
      status: 200,
    });
    expect(readLoginOutcome({ data: { success: false, message: 'だめです' } })).toEqual({
      ok: false,
      code: null,
      message: 'だめです',
      status: 200,
    });
  });

  it('keeps the message of an unknown error and copes with network failures', () => {
    expect(readLoginOutcome({ error: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } } })).toEqual({
      ok: false,
      code: null,
      message: 'お探しのページは見つかりませんでした',
      status: 404,
    });
    expect(readLoginOutcome({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } })).toEqual({
      ok: false,
      code: null,
      message: null,
      status: null,
    });
  });
});
