import { STORAGE_KEYS } from '@akiya/contracts';
import { takeStoredRedirect } from './stored-redirect';

afterEach(() => window.sessionStorage.clear());

describe('takeStoredRedirect (open-redirect guard)', () => {
  it.each(['/my-page', '/my-page/messages?x=1#scroll', '/search/%E5%AE%B6'])('returns the site path %s once', (path) => {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, path);
    expect(takeStoredRedirect()).toBe(path);
    expect(takeStoredRedirect()).toBeNull();
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/a/../../evil',
    '/x\ny',
    'evil.example',
    '',
  ])('refuses %j and forgets it', (path) => {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, path);
    expect(takeStoredRedirect()).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });
});
