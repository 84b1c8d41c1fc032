import { isFooterContentsHidden, isReturnToPostHidden, isSameSitePath, isSubSitePath } from './paths';

describe('layout path rules', () => {
  it('sub-sites with their own header', () => {
    for (const p of ['/airyflow', '/airyflow/', '/airyflow/post', '/akiyabank', '/akiyabank/list/3']) expect(isSubSitePath(p)).toBe(true);
    for (const p of ['/', '/board', '/my-page/airyflow', '/my-page/airyflow/3', '/airyflowers']) expect(isSubSitePath(p)).toBe(false);
  });

  it('footer contents hidden on contact-project, register and post pages', () => {
    for (const p of ['/contact/project', '/contact/project/12', '/login/register', '/post']) expect(isFooterContentsHidden(p)).toBe(true);
    for (const p of ['/contact', '/login', '/post-finish', '/board', '/']) expect(isFooterContentsHidden(p)).toBe(false);
  });

  it('return-to-post button hidden on post, contact-project, my-page and register pages', () => {
    for (const p of ['/post', '/contact/project/3', '/my-page', '/my-page/messages/4', '/login/register']) expect(isReturnToPostHidden(p)).toBe(true);
    for (const p of ['/', '/board', '/post-finish', '/contact', '/login']) expect(isReturnToPostHidden(p)).toBe(false);
  });

  it('same-site paths', () => {
    expect(isSameSitePath('/my-page')).toBe(true);
    expect(isSameSitePath('/a?b=1#c')).toBe(true);
    for (const v of ['//evil.example', '/\\evil', 'https://x', 'my-page', '', null, 3]) expect(isSameSitePath(v)).toBe(false);
  });
});
