import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { ERROR_PAGE, FINISH_PAGE_TEXTS } from '@akiya/contracts';
import { testBaseData } from '../../../../tools/testing/base-data';
import { answersByRoute, mockFetch } from '../../../../tools/testing/mock-fetch';
import { renderAt, where } from '../../testing/render-at';
import { BARE_REDIRECTS } from './bare-redirects';
import { FinishPage, ReturnRedirect, returnTarget, ShortListingRedirect } from './short-routes';

beforeEach(() => {
  mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
});
afterEach(() => jest.restoreAllMocks());

describe('/s/:id', () => {
  it('replaces the short link by the listing page and keeps the query', () => {
    renderAt(<ShortListingRedirect />, '/s/123?utm_source=line', { pattern: '/s/:id' });
    expect(where()).toBe('/project/123?utm_source=line');
  });

  it('shows the 404 page for a non-digit id', () => {
    renderAt(<ShortListingRedirect />, '/s/12a', { pattern: '/s/:id' });
    expect(where()).toBe('/s/12a');
    expect(screen.getByRole('heading', { name: ERROR_PAGE.notFoundRoute })).toBeInTheDocument();
  });
});

describe('/r', () => {
  it('goes to a same-site path with its query', () => {
    renderAt(<ReturnRedirect />, `/r?to=${encodeURIComponent('/project/5?tab=photos')}`, { pattern: '/r' });
    expect(where()).toBe('/project/5?tab=photos');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '/%2F%2Fevil', 'board', ''])(
    'sends %p to the top page',
    (to) => {
      expect(returnTarget(`?to=${encodeURIComponent(to)}`)).toBe('/');
      renderAt(<ReturnRedirect />, `/r?to=${encodeURIComponent(to)}`, { pattern: '/r' });
      expect(where()).toBe('/');
    },
  );

  it('sends a missing target to the top page', () => {
    expect(returnTarget('')).toBe('/');
  });
});

describe('finish pages', () => {
  it.each(['password', 'cancel', 'address'] as const)('%s: heading, message, links onward and noindex', (kind) => {
    const { unmount } = renderAt(<FinishPage kind={kind} />, '/x');
    expect(screen.getByRole('heading', { level: 1, name: FINISH_PAGE_TEXTS[kind].title })).toBeInTheDocument();
    expect(screen.getByText(FINISH_PAGE_TEXTS[kind].message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FINISH_PAGE_TEXTS.toMyPage })).toHaveAttribute('href', '/my-page');
    expect(screen.getByRole('link', { name: FINISH_PAGE_TEXTS.toTop })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the line the flow passed as router state (never from the address)', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/password-finish', search: '?detail=x', state: { detail: 'ほかの端末ではログアウトされました。' } }]}>
        <FinishPage kind="password" />
      </MemoryRouter>,
    );
    expect(screen.getByText('ほかの端末ではログアウトされました。')).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();
  });
});

describe('bare forms of optional-parameter routes', () => {
  const remotes = ['mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];
  const claimed: string[] = remotes.flatMap((r) =>
    JSON.parse(readFileSync(join(__dirname, '../../../..', r, 'routes.json'), 'utf8')) as string[],
  );

  it('are not claimed by any remote (a remote keeps its own bare route)', () => {
    for (const [from] of BARE_REDIRECTS) {
      expect(claimed.filter((pattern) => matchPath(pattern, from))).toEqual([]);
    }
  });

  it('do not shadow the parameter routes of the remotes', () => {
    for (const [from] of BARE_REDIRECTS) {
      expect(matchPath(from, `${from}/123`)).toBeNull();
    }
  });

  it('redirect to the expected page', () => {
    expect(Object.fromEntries(BARE_REDIRECTS)).toEqual({
      '/project': '/board',
      '/contact/project': '/board',
      '/tags': '/board',
      '/area': '/board',
      '/area-category': '/board',
      '/single-post': '/board',
      '/ref': '/',
      '/s': '/',
    });
  });
});
