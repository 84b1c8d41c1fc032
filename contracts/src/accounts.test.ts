import {
  ACCOUNT_ERROR_CODES,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  isSafeReturnPath,
  normalizeEmail,
  PROFILE_RULES,
  REGISTER_COMPLETE_PATH,
  REGISTRATION_RULES,
  RETURN_PATH_MAX_LENGTH,
  SESSION_COOKIE_NAME,
} from './accounts';
import { MESSAGES } from './messages';
import { validateFields } from './validation';

describe('isSafeReturnPath', () => {
  it.each([
    '/',
    '/my-page',
    '/my-page/messages/12',
    '/project/12?tab=photos#gallery',
    '/board?redirect=//evil.example', // the query is data, not a target
    '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6',
    '/search/古民家',
    '/javascript:alert(1)',
    '/a.b/c..d',
  ])('accepts %p', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/login'],
    ['backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash later', '/foo\\bar'],
    ['absolute URL', 'https://evil.example'],
    ['absolute URL, other scheme', 'http://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['encoded slash', '/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil'],
    ['tab before', '\t//evil'],
    ['tab inside', '/\t/evil'],
    ['encoded tab', '/%09/evil'],
    ['newline', '/\n/evil'],
    ['NUL', '/a\u0000b'],
    ['DEL', '/a\u007fb'],
    ['space', '/ /evil'],
    ['ideographic space', '/\u3000/evil'],
    ['empty segment later', '/a//evil'],
    ['dot segments', '/..//evil'],
    ['dot segment', '/a/../b'],
    ['encoded dot segment', '/%2e%2e/%2fevil'],
    ['malformed encoding', '/%E5%8F'],
    ['relative', 'my-page'],
    ['empty', ''],
  ])('rejects %s (%p)', (_name, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it.each([undefined, null, 1, {}, ['/']])('rejects the non-string %p', (value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it('rejects paths longer than the limit', () => {
    expect(isSafeReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX_LENGTH - 1))).toBe(true);
    expect(isSafeReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX_LENGTH))).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Taro@Example.JP ')).toBe('taro@example.jp');
  });
});

describe('REGISTRATION_RULES', () => {
  const valid = {
    last_name: '山田',
    first_name: '太郎',
    last_name_kana: 'やまだ',
    first_name_kana: 'たろう',
    email: 'taro@example.jp',
    password: 'abc123',
    phone: '090-1234-5678',
    zipcode: '1040061',
    address: '東京都中央区銀座1-1-1',
    agree_terms: true,
    agree_privacy: true,
  };

  it('accepts a complete form', () => {
    expect(validateFields(valid, REGISTRATION_RULES)).toEqual({});
  });

  it('gives the first message of each failing field, with the spec texts', () => {
    const errors = validateFields(
      {
        ...valid,
        last_name: '',
        first_name_kana: 'タロウ',
        email: 'not-an-address',
        password: 'short',
        phone: '09012345678',
        zipcode: '104-0061',
        address: 'a'.repeat(201),
        agree_terms: false,
      },
      REGISTRATION_RULES,
    );
    expect(errors).toEqual({
      last_name: MESSAGES.required,
      first_name_kana: MESSAGES.hiragana,
      email: MESSAGES.email,
      password: MESSAGES.password,
      phone: MESSAGES.phone,
      zipcode: MESSAGES.zipcode,
      address: '200文字以内にしてください',
      agree_terms: MESSAGES.required,
    });
  });

  it('lists the form fields in form order, profile rules included', () => {
    expect(Object.keys(REGISTRATION_RULES)).toEqual([
      'last_name',
      'first_name',
      'last_name_kana',
      'first_name_kana',
      'email',
      'password',
      'phone',
      'zipcode',
      'address',
      'agree_terms',
      'agree_privacy',
    ]);
    for (const key of Object.keys(PROFILE_RULES)) expect(REGISTRATION_RULES).toHaveProperty(key);
  });
});

describe('account constants', () => {
  it('names the cookies the shared API client reads', () => {
    expect(SESSION_COOKIE_NAME).toBe('akiya_session');
    expect(CSRF_COOKIE_NAME).toBe('akiya_csrf');
    expect(CSRF_HEADER_NAME).toBe('X-CSRF-Token');
  });

  it('has the docs/product.md §7/§8 codes and the register redirect', () => {
    expect(ACCOUNT_ERROR_CODES).toMatchObject({
      emptyPassword: 'empty-password',
      disabledLogin: 'disabled-login',
      notVerified: 'not-verified',
      verifyTokenNotExist: 'verify-token-not-exist',
      emailExists: 'email-exists',
    });
    expect(REGISTER_COMPLETE_PATH).toBe('/login/register?complete=1&temporary=1');
  });
});
