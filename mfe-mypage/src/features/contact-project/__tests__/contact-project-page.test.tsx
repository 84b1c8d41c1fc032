import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAL_MESSAGES, EMPTY_LISTING_FACTS, STORAGE_KEYS, type PropertyDetail } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderMyPage } from '../../../testing/render-my-page';
import { ENQUIRY_DRAFT_PREFIX } from '../components/contact-project-page';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function property(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 42,
    title: '海の見える古民家',
    prefecture_code: '17',
    prefecture_name: '石川県',
    municipality: '輪島市',
    address: '輪島市',
    price_man_yen: 250,
    land_or_building: 'building',
    land_area: null,
    building_area: null,
    built_year: null,
    image: null,
    categories: [],
    tags: [],
    root_type: 'published',
    is_suspension: false,
    published_at: '2026-01-01T00:00:00.000Z',
    contact_count: 0,
    description: '',
    address_public: '輪島市',
    structure: null,
    facts: EMPTY_LISTING_FACTS,
    lat: null,
    lng: null,
    reception: true,
    is_published: true,
    is_stop_published: false,
    view_count: 0,
    area_category: null,
    images: [],
    seller: { id: 77, name: '売主' },
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function api(p: PropertyDetail, handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined, loggedIn = true) {
  return mockFetch((_url, r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: loggedIn ? testUser() : null }) };
    if (r.url.pathname === '/api/properties/42') return { body: p };
    if (r.url.pathname === '/api/my-page/all-contacts') return { body: { items: [] } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } };
  });
}

describe('/contact/project/:id', () => {
  it('shows the property outside the my-page frame and sends the enquiry with a clientId, then goes to /inquiry-finish', async () => {
    const user = userEvent.setup();
    const seen = api(property(), (r) => (r.method === 'POST' && r.url.pathname === '/api/contact/project/42' ? { body: { contactId: 9 } } : undefined));
    renderMyPage('/contact/project/42');
    expect(await screen.findByRole('heading', { level: 1, name: '物件へのお問い合わせ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '海の見える古民家' })).toHaveAttribute('href', '/project/42');
    expect(screen.queryByTestId('my-page-frame')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '問い合わせる' }));
    expect(screen.getByRole('alert')).toHaveTextContent('必須項目です');
    await user.type(screen.getByLabelText('売主へのメッセージ'), '内覧できますか？');
    await user.click(screen.getByRole('button', { name: '問い合わせる' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inquiry-finish'));
    const post = seen.seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ message: '内覧できますか？', clientId: expect.any(String) });
    expect(sessionStorage.getItem(`${ENQUIRY_DRAFT_PREFIX}42`)).toBeNull();
  });

  it('keeps the draft across a reload and retries with the same clientId after a failure', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(`${ENQUIRY_DRAFT_PREFIX}42`, JSON.stringify({ body: '書きかけの問い合わせ', clientId: 'draft-1' }));
    let n = 0;
    const seen = api(property(), (r) => {
      if (r.method !== 'POST') return undefined;
      n += 1;
      return n === 1
        ? { status: 500, body: { statusCode: 500, error: 'x', message: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。' } }
        : { body: { contactId: 9 } };
    });
    renderMyPage('/contact/project/42');
    expect(await screen.findByLabelText('売主へのメッセージ')).toHaveValue('書きかけの問い合わせ');
    await user.click(screen.getByRole('button', { name: '問い合わせる' }));
    expect(await screen.findByText('サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。')).toBeInTheDocument();
    expect(screen.getByLabelText('売主へのメッセージ')).toHaveValue('書きかけの問い合わせ');
    await user.click(screen.getByRole('button', { name: '問い合わせる' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inquiry-finish'));
    const posts = seen.seen.filter((r) => r.method === 'POST').map((r) => (r.body as { clientId: string }).clientId);
    expect(posts).toEqual(['draft-1', 'draft-1']);
  });

  it('own property: the Japanese message instead of the form', async () => {
    api(property({ seller: { id: 1, name: '自分' } }));
    renderMyPage('/contact/project/42');
    expect(await screen.findByText(DEAL_MESSAGES.ownProperty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '問い合わせる' })).not.toBeInTheDocument();
  });

  it('not receiving (from the server): the Japanese message, the text is kept in the draft', async () => {
    const user = userEvent.setup();
    api(property(), (r) =>
      r.method === 'POST' ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: DEAL_MESSAGES.notReceiving } } : undefined,
    );
    renderMyPage('/contact/project/42');
    await user.type(await screen.findByLabelText('売主へのメッセージ'), 'こんにちは');
    await user.click(screen.getByRole('button', { name: '問い合わせる' }));
    expect(await screen.findByText(DEAL_MESSAGES.notReceiving)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(`${ENQUIRY_DRAFT_PREFIX}42`) ?? '{}').body).toBe('こんにちは');
  });

  it('logged out: the login gate stores this address and goes to /login', async () => {
    api(property(), undefined, false);
    renderMyPage('/contact/project/42');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/contact/project/42');
  });
});
