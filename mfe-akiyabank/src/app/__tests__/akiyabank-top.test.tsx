import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { fakeList, fakeListing } from '../../testing/fixtures';
import { renderAkiyabank } from '../../testing/render-akiyabank';

afterEach(() => jest.restoreAllMocks());

describe('/akiyabank', () => {
  it('has its own header: logo, property list link and a link back to 家いちば', () => {
    mockFetch(() => 'never');
    renderAkiyabank('/akiyabank');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '家いちば 民間空き家バンク' })).toHaveAttribute('href', '/akiyabank');
    expect(within(header).getByRole('link', { name: '物件一覧' })).toHaveAttribute('href', '/akiyabank/list');
    expect(within(header).getByRole('link', { name: '家いちばトップへ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('民間空き家バンク | 家いちば');
  });

  it('explains the bank: municipalities publish, how they register, how to buy', () => {
    mockFetch(() => 'never');
    renderAkiyabank('/akiyabank');
    expect(screen.getByRole('heading', { level: 1, name: '自治体の空き家バンクを、まとめて探す。' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '掲示板の物件との違い' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '空き家バンクの物件と掲示板の物件の比較' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /自治体の方/ })[0]).toHaveAttribute('href', '/akiyabank/manage');
    expect(screen.getByRole('heading', { level: 2, name: '物件を登録するには' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '物件を探している方へ' })).toBeInTheDocument();
  });

  it('shows a loading state, then the newest six listings as cards linking to their pages', async () => {
    const items = [1, 2, 3, 4, 5].map((id) => fakeListing(id)).concat(fakeListing(6, { price: null, image: null }), fakeListing(7), fakeListing(8));
    const fetch = mockFetch(() => ({ body: fakeList(items) }));
    renderAkiyabank('/akiyabank');
    expect(screen.getByText('新着物件を読み込み中…')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: '新着物件の一覧' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(6);
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(items.slice(0, 6).map((i) => `/akiyabank/${i.id}`));
    expect(within(cards[0]).getByText('古民家 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('岡山県 真庭市 久世')).toBeInTheDocument();
    expect(within(cards[0]).getByText('真庭市空き家情報バンク')).toBeInTheDocument();
    expect(within(cards[0]).getByText('100万円')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/uploads/akiyabank/1/1.jpg');
    expect(within(cards[5]).getByText('応相談')).toBeInTheDocument();
    expect(within(cards[5]).getByText('写真なし')).toBeInTheDocument();

    const url = new URL((fetch.mock.calls[0][0] as Request).url);
    expect(url.pathname).toBe('/api/akiyabank/listings');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it('says so when there are no listings', async () => {
    mockFetch(() => ({ body: fakeList([]) }));
    renderAkiyabank('/akiyabank');
    expect(await screen.findByTestId('listings-empty')).toHaveTextContent('掲載中の物件はまだありません');
    expect(screen.queryByTestId('listing-card')).not.toBeInTheDocument();
  });

  it('shows the API error message and retries on request', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。' } }
        : { body: fakeList([fakeListing(9)]) },
    );
    renderAkiyabank('/akiyabank');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('link', { name: /古民家 9/ })).toHaveAttribute('href', '/akiyabank/9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a network failure in words', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderAkiyabank('/akiyabank');
    expect(await screen.findByRole('alert')).toHaveTextContent('このページを読み込めませんでした。');
  });
});
