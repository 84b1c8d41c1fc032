import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { fakeDetail } from '../../../testing/fixtures';
import { renderAkiyabank } from '../../../testing/render-akiyabank';

afterEach(() => jest.restoreAllMocks());

describe('/akiyabank/:id', () => {
  it("shows the listing, its municipality's contact route and the bank's terms", async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/akiyabank/listings/7' ? { body: fakeDetail(7) } : undefined));
    renderAkiyabank('/akiyabank/7');
    expect(await screen.findByRole('heading', { level: 1, name: '古民家 7' })).toBeInTheDocument();
    expect(fetch.requestsTo('/api/akiyabank/listings/7')).toHaveLength(1);
    expect(document.title).toBe('古民家 7（真庭市） | 家いちば');
    expect(screen.getByText('真庭市空き家情報バンク', { selector: 'p' })).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: '物件の概要' });
    expect(within(facts).getByText('No.012')).toBeInTheDocument();
    expect(within(facts).getByText('岡山県真庭市 久世')).toBeInTheDocument();
    expect(within(facts).getByText('700万円')).toBeInTheDocument();
    expect(within(facts).getByText('330.5㎡')).toBeInTheDocument();
    expect(within(facts).getByText('1965年')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'お問い合わせ先' });
    expect(contact).toHaveTextContent('物件番号「No.012」をお伝えください');
    expect(within(contact).getByRole('link', { name: '0867-42-1111' })).toHaveAttribute('href', 'tel:0867-42-1111');
    expect(within(contact).getByRole('link', { name: 'akiya@maniwa.example.jp' }).getAttribute('href')).toMatch(/^mailto:akiya@maniwa\.example\.jp\?subject=/);
    expect(within(contact).getByText('真庭市 建設部 住宅政策課')).toBeInTheDocument();

    const terms = screen.getByRole('region', { name: '真庭市空き家情報バンクの利用規約' });
    expect(within(terms).getAllByText(/./, { selector: 'p' })).toHaveLength(2);

    // The gallery switches photos.
    expect(screen.getByRole('img', { name: '外観' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '写真2：台所を表示' }));
    expect(screen.getByRole('figure')).toContainElement(screen.getByRole('img', { name: '台所' }));
    expect(screen.getByRole('link', { name: '真庭市の物件' })).toHaveAttribute('href', '/akiyabank/list?prefecture=33&municipality=2');
  });

  it('rent is shown per month; a land listing has no building facts', async () => {
    mockFetch(() => ({ body: fakeDetail(8, { deal_type: 'rent', price: 15000, land_or_building: 'land', building_area: null, built_year: null }) }));
    renderAkiyabank('/akiyabank/8');
    const facts = await screen.findByRole('region', { name: '物件の概要' });
    expect(within(facts).getByText('月額15,000円')).toBeInTheDocument();
    expect(within(facts).getByText('賃貸')).toBeInTheDocument();
    expect(within(facts).queryByText('築年')).not.toBeInTheDocument();
  });

  it('an unknown or unpublished listing is the 404 page; a non-digit id asks nothing', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } }));
    renderAkiyabank('/akiyabank/99');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('a non-digit id is not found', () => {
    const fetch = mockFetch(() => 'never');
    renderAkiyabank('/akiyabank/abc');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(fetch.requestsTo('/api/akiyabank/listings/abc')).toHaveLength(0);
  });
});
