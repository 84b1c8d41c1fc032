import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PREFECTURE_GROUPS, type BaseData } from '@akiya/contracts';
import { createAppStore } from '@akiya/shared-ui';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { Footer } from './footer';

const BASE_DATA: BaseData = testBaseData({
  areaCategories: [],
  categories: [
    { id: 1, name: '古民家' },
    { id: 2, name: '復興応援' },
    { id: 3, name: '海が見える' },
  ],
});

function renderFooter(path = '/company', baseData: BaseData | null = BASE_DATA) {
  const store = createAppStore({ common: { baseData, coverImages: [], backUrl: null, menuOpen: false, profileUserId: null } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Footer />
      </MemoryRouter>
    </Provider>,
  );
}

function setColumns(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  describe('in columns (600 px and up)', () => {
    beforeEach(() => setColumns(true));

    it('has the feature, guide and legal links', () => {
      renderFooter();
      expect(href('特集')).toBe('/feature');
      expect(href('体験談')).toBe('/reviews');
      expect(href('田舎図鑑')).toBe('/towns');
      expect(href('商店街')).toBe('/shop');
      expect(href('はじめての方へ')).toBe('/process');
      expect(href('サイトの仕組み')).toBe('/system');
      expect(href('安全への取り組み')).toBe('/safety');
      expect(href('よくある質問')).toBe('/question');
      expect(screen.getAllByRole('link', { name: 'お問い合わせ' }).map((a) => a.getAttribute('href'))).toEqual(['/contact', '/contact']);
      expect(href('地図から探す')).toBe('/map');
      const legal = screen.getByRole('navigation', { name: '運営情報' });
      expect(within(legal).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['会社概要', '/company'],
        ['プライバシーポリシー', '/privacy-policy'],
        ['個人情報の取り扱い', '/personal-information'],
        ['特定商取引法に基づく表記', '/commercial-transactions-law'],
        ['免責事項', '/however'],
      ]);
      expect(screen.getByText(/© \d{4} 家いちば/)).toBeInTheDocument();
    });

    it('lists the 47 prefectures grouped by region, linking to /area/{code}', () => {
      renderFooter();
      for (const region of ['北海道・東北', '関東', '中部', '近畿', '中国', '四国', '九州・沖縄']) {
        expect(screen.getByRole('heading', { name: region, level: 3 })).toBeInTheDocument();
      }
      expect(href('北海道')).toBe('/area/01');
      expect(href('東京都')).toBe('/area/13');
      expect(href('沖縄県')).toBe('/area/47');
      expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/area/'))).toHaveLength(47);
    });

    it('falls back to the contracts prefecture list before base data has loaded', () => {
      renderFooter('/company', null);
      expect(href('京都府')).toBe('/area/26');
      expect(screen.queryByRole('heading', { name: 'カテゴリから探す' })).not.toBeInTheDocument();
    });

    it('does not link a disabled prefecture', () => {
      const prefectures = PREFECTURE_GROUPS.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, disabled: i.code === '02' })) }));
      renderFooter('/company', { ...BASE_DATA, prefectures });
      expect(screen.queryByRole('link', { name: '青森県' })).not.toBeInTheDocument();
      expect(screen.getByText('青森')).toBeInTheDocument();
    });

    it('has the five price tags', () => {
      renderFooter();
      expect(
        [
          ['100万円以下', '0-100manyen'],
          ['100〜200万円', '100-200manyen'],
          ['200〜1000万円', '200-1000manyen'],
          ['1000万円〜1億円', '1000-10000manyen'],
          ['1億円超', 'okuen'],
        ].map(([label]) => href(label)),
      ).toEqual(['/tags/0-100manyen', '/tags/100-200manyen', '/tags/200-1000manyen', '/tags/1000-10000manyen', '/tags/okuen']);
    });

    it('lists the categories of base data without 復興応援', () => {
      renderFooter();
      expect(href('古民家')).toBe('/category/1');
      expect(href('海が見える')).toBe('/category/3');
      expect(screen.queryByRole('link', { name: '復興応援' })).not.toBeInTheDocument();
    });
  });

  describe('on small screens', () => {
    it('sections are collapsed disclosure buttons', async () => {
      renderFooter();
      const toggle = screen.getByRole('button', { name: '価格から探す' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: '1億円超' })).not.toBeInTheDocument();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(href('1億円超')).toBe('/tags/okuen');
      // The legal links and the map/contact actions stay visible.
      expect(href('免責事項')).toBe('/however');
      expect(href('地図から探す')).toBe('/map');
    });
  });

  describe('hidden contents', () => {
    it.each(['/contact/project/12', '/contact/project', '/login/register', '/post'])('on %s only the copyright remains', (path) => {
      renderFooter(path);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryAllByRole('link')).toHaveLength(0);
      expect(screen.queryByTestId('footer-contents')).not.toBeInTheDocument();
      expect(within(footer).getByText(/家いちば/)).toBeInTheDocument();
    });

    it.each(['/', '/board', '/contact', '/post-finish', '/login'])('on %s the contents are shown', (path) => {
      renderFooter(path);
      expect(screen.getByTestId('footer-contents')).toBeInTheDocument();
    });
  });
});
