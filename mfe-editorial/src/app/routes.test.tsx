import { screen, within } from '@testing-library/react';
import routesJson from '../../routes.json';
import { renderRoute } from '../testing/render-route';
import { STATIC_ROUTES } from './static-routes';
import { CONTACT_ROUTES } from '../features/contact/routes';
import { OUENDAN_ROUTES } from '../features/ouendan/routes';
import { READING_ROUTES } from './reading-routes';

/** Each route: its h1 and a few phrases that must be on the page. */
const PAGES: { path: string; heading: string; keyTexts: string[] }[] = [
  { path: '/company', heading: '運営会社', keyTexts: ['株式会社家いちば', '会社概要', '事業内容', '民間空き家バンクの運営'] },
  { path: '/privacy-policy', heading: 'プライバシーポリシー', keyTexts: ['取得する情報', '利用目的', '第三者提供'] },
  { path: '/personal-information', heading: '個人情報の取り扱いについて', keyTexts: ['ご提供の任意性', '利用目的'] },
  {
    path: '/commercial-transactions-law',
    heading: '特定商取引法に基づく表記',
    keyTexts: ['販売事業者', '運営統括責任者', 'キャンセル・返金'],
  },
  { path: '/however', heading: '免責事項', keyTexts: ['本サービスは掲示板です', '当事者ではありません', 'インスペクション'] },
  { path: '/safety', heading: '安全への取り組み', keyTexts: ['登記簿', '契約書', '契約の前にお金を払わない', '通報'] },
  { path: '/system', heading: '家いちばとは', keyTexts: ['サイトの仕組み', '取引の流れ', '掲載は無料'] },
  { path: '/process', heading: 'はじめての方へ', keyTexts: ['売りたい方へ', '買いたい方へ'] },
  { path: '/question', heading: 'よくある質問', keyTexts: ['利用料金はかかりますか？', '購入申込書とは何ですか？'] },
  { path: '/mail-delivery', heading: 'メール配信について', keyTexts: ['受信設定の変更方法', '新着物件のお知らせ'] },
  { path: '/recruit', heading: '採用情報', keyTexts: ['募集している職種', '募集要項', '応募方法'] },
  { path: '/work', heading: 'スタッフの仕事', keyTexts: ['掲載のお手伝い', '商談を見守る'] },
  { path: '/unique', heading: '家いちばの特徴', keyTexts: ['持ち主が自分で掲載する', '掲載も問い合わせも無料'] },
  { path: '/feature', heading: '特集', keyTexts: ['体験談', '田舎図鑑', '商店街', '民間空き家バンク'] },
];

/** Paths owned by other parts of the site that these pages may link to (docs/product.md §2). */
const OTHER_SITE_PATHS = [
  '/',
  '/contact',
  '/post',
  '/board',
  '/reviews',
  '/towns',
  '/shop',
  '/akiyabank',
  '/airyflow',
  '/my-page',
  '/login/reset',
  '/ouendan/recruit',
];

describe('editorial route table', () => {
  it('routes.json lists exactly the routes the remote renders', () => {
    // The contact pages (features/contact) and the reading pages (features/articles, news, solutions) have their own tests.
    expect([...routesJson].sort()).toEqual([...STATIC_ROUTES, ...CONTACT_ROUTES, ...OUENDAN_ROUTES, ...READING_ROUTES].map((r) => r.path).sort());
  });

  it('has a test case for every route', () => {
    expect(PAGES.map((p) => p.path).sort()).toEqual(STATIC_ROUTES.map((r) => r.path).sort());
  });
});

describe.each(PAGES)('$path', ({ path, heading, keyTexts }) => {
  it('renders its heading, key text, title and breadcrumb', () => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    for (const text of keyTexts) {
      expect(screen.getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
    }
    expect(document.title).toBe(`${heading} | 家いちば`);

    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(heading)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/最終更新日/)).toHaveTextContent('2026年11月1日');
  });

  it('has one h1 and never skips a heading level', () => {
    renderRoute(path);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('contains no placeholder text', () => {
    const { container } = renderRoute(path);
    expect(container.textContent).not.toMatch(/TODO|TBD|lorem|ipsum|ダミー|〇〇|○○|XXX|仮テキスト/i);
  });

  it('links only to pages the site has', () => {
    renderRoute(path);
    const known = new Set([...STATIC_ROUTES.map((r) => r.path), ...OTHER_SITE_PATHS]);
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#')) continue;
      expect(known).toContain(new URL(href, 'http://localhost').pathname);
    }
  });
});

describe('unknown editorial paths', () => {
  it.each(['/no-such-page', '/company/extra', '/privacy'])('%s falls to the 404 page', (path) => {
    renderRoute(path);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });
});
