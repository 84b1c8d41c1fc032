import { exceedsDepth, isMultipartParseError, MAX_BODY_DEPTH, multipartProblem } from './request-guards';
import { personalCacheControl } from './security-headers';

describe('exceedsDepth', () => {
  const nest = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };

  it('accepts flat and moderately nested bodies, refuses deeper ones without recursing', () => {
    expect(exceedsDepth(null)).toBe(false);
    expect(exceedsDepth('text')).toBe(false);
    expect(exceedsDepth({ a: { b: [1, 2, { c: 3 }] } })).toBe(false);
    expect(exceedsDepth(nest(MAX_BODY_DEPTH))).toBe(false);
    expect(exceedsDepth(nest(MAX_BODY_DEPTH + 1))).toBe(true);
    expect(exceedsDepth(nest(200_000))).toBe(true);
  });
});

describe('multipartProblem', () => {
  it.each([
    ['multipart/form-data', true],
    ['multipart/form-data; charset=utf-8', true],
    ['multipart/form-data; boundary=', true],
    ['multipart/form-data; boundary=----abc', false],
    ['multipart/form-data; boundary="a b"', false],
    ['application/json', false],
    [undefined, false],
  ])('%s → %s', (type, problem) => {
    expect(multipartProblem(type)).toBe(problem);
  });

  it('recognises the multipart parser’s own errors only', () => {
    expect(isMultipartParseError(new Error('Unexpected end of form'))).toBe(true);
    expect(isMultipartParseError(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isMultipartParseError(new Error('something else'))).toBe(false);
    expect(isMultipartParseError('Unexpected end of form')).toBe(false);
  });
});

describe('personalCacheControl', () => {
  it('is no-store for /api answers to a session or setting a cookie, unless the handler declared them public', () => {
    expect(personalCacheControl('/api/my-page/profile', true, false, undefined)).toBe('no-store');
    expect(personalCacheControl('/api/remotes', true, false, 'no-cache')).toBe('no-store');
    expect(personalCacheControl('/api/login/post', false, true, undefined)).toBe('no-store');
    expect(personalCacheControl('/user/check-email-exists?x=1', true, false, undefined)).toBe('no-store');
    expect(personalCacheControl('/api/properties', true, false, 'public, max-age=60')).toBeUndefined();
    expect(personalCacheControl('/api/properties', false, false, undefined)).toBeUndefined();
    expect(personalCacheControl('/remotes/board/remoteEntry.js', true, false, 'no-cache')).toBeUndefined();
  });
});
