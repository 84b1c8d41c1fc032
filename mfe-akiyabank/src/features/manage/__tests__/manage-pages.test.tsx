import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankManageOverview, BankManagedListing } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { MANIWA, fakeDetail, fakeListing } from '../../../testing/fixtures';
import { renderAkiyabank } from '../../../testing/render-akiyabank';

afterEach(() => jest.restoreAllMocks());

const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } };

const overview: BankManageOverview = {
  municipality: MANIWA,
  listings: [
    { ...fakeListing(1), status: 'published', updated_at: '2026-11-20T00:00:00.000Z', photo_count: 3 },
    { ...fakeListing(2, { title: '準備中の平屋', price: null }), status: 'draft', updated_at: '2026-11-21T00:00:00.000Z', photo_count: 0 },
  ],
};

const managed = (id: number, over: Partial<BankManagedListing> = {}): BankManagedListing => ({
  ...fakeDetail(id),
  status: 'draft',
  updated_at: '2026-11-21T00:00:00.000Z',
  photos: [],
  ...over,
});

describe('management of a municipality', () => {
  it("lists the municipality's listings with their state", async () => {
    mockFetch((url) => (url.pathname === '/api/akiyabank/manage' ? { body: overview } : undefined));
    renderAkiyabank('/akiyabank/manage');
    expect(await screen.findByRole('heading', { level: 1, name: '真庭市の物件管理' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '登録した物件' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('公開中');
    expect(rows[1]).toHaveTextContent('非公開');
    expect(rows[1]).toHaveTextContent('応相談・写真0枚');
    expect(within(rows[0]).getByRole('link', { name: '古民家 1の公開ページ' })).toHaveAttribute('href', '/akiyabank/1');
    expect(within(rows[1]).queryByRole('link', { name: /公開ページ/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: '準備中の平屋を編集' })).toHaveAttribute('href', '/akiyabank/manage/2/edit');
    expect(screen.getByRole('link', { name: '物件を登録する' })).toHaveAttribute('href', '/akiyabank/manage/new');
  });

  it('asks a visitor to log in and a user who is no member gets the 404 page', async () => {
    mockFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'ご利用にはログインが必要です。', code: 'not-authed' } }));
    const { store } = renderAkiyabank('/akiyabank/manage');
    await userEvent.click(await screen.findByRole('button', { name: 'ログインする' }));
    expect(store.getState().dialogs.login).toMatchObject({ open: true, reason: 'ご利用にはログインが必要です。' });
    expect(sessionStorage.getItem('redirect-url')).toBe('/akiyabank/manage');

    jest.restoreAllMocks();
    mockFetch(() => NOT_FOUND);
    renderAkiyabank('/akiyabank/manage/new');
    expect((await screen.findAllByTestId('error-page'))[0]).toHaveAttribute('data-status', '404');
  });

  it('the entry page tells a logged-in user who is no member how a municipality joins, not a 404 page', async () => {
    mockFetch(() => NOT_FOUND);
    renderAkiyabank('/akiyabank/manage');
    expect(await screen.findByText('このアカウントは、提携自治体の担当者として登録されていません。', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お問い合わせフォームへ' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('checks every rule before sending, keeps what was typed, then registers and opens the new listing', async () => {
    const fetch = mockFetch((url, req) => {
      if (url.pathname === '/api/akiyabank/manage') return { body: overview };
      if (url.pathname === '/api/akiyabank/manage/listings' && req.method === 'POST') return { status: 201, body: managed(31, { title: '川沿いの家' }) };
      if (url.pathname === '/api/akiyabank/manage/listings/31') return { body: managed(31, { title: '川沿いの家' }) };
      return undefined;
    });
    renderAkiyabank('/akiyabank/manage/new');
    await screen.findByRole('heading', { level: 1, name: '物件を登録する' });
    await userEvent.type(screen.getByLabelText(/^物件名/), '川沿いの家');
    await userEvent.type(screen.getByLabelText(/^価格/), '12万');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('入力エラーがあります。');
    expect(summary).toHaveTextContent('物件の説明：必須項目です');
    expect(summary).toHaveTextContent('所在地（地区名）：必須項目です');
    expect(summary).toHaveTextContent('価格：価格は0以上の整数（万円）で入力してください');
    expect(screen.getByLabelText(/^物件の説明/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^物件名/)).toHaveValue('川沿いの家');
    expect(fetch.seen.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^物件の説明/), '川の見える木造住宅です。');
    await userEvent.type(screen.getByLabelText(/^所在地/), '久世');
    await userEvent.clear(screen.getByLabelText(/^価格/));
    await userEvent.type(screen.getByLabelText(/^価格/), '120');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByRole('heading', { level: 1, name: '物件の編集' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('物件を登録しました。写真を追加して公開してください。');
    const post = fetch.seen.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ title: '川沿いの家', description: '川の見える木造住宅です。', district: '久世', price: '120', deal_type: 'sale' });
  });

  it('shows the server’s field errors on the form', async () => {
    mockFetch((url, req) => {
      if (url.pathname === '/api/akiyabank/manage/listings/5' && req.method === 'PUT') {
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: '入力エラーがあります。', errors: { title: ['60文字以内にしてください'] } } };
      }
      if (url.pathname === '/api/akiyabank/manage/listings/5') return { body: managed(5) };
      return undefined;
    });
    renderAkiyabank('/akiyabank/manage/5/edit');
    await userEvent.click(await screen.findByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('物件名：60文字以内にしてください');
  });

  it('publishing without a photo shows why', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/akiyabank/manage/listings/5/publish') {
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: '入力エラーがあります。', errors: { photos: ['写真を1枚以上登録してから公開してください'] } } };
      }
      if (url.pathname === '/api/akiyabank/manage/listings/5') return { body: managed(5) };
      return undefined;
    });
    renderAkiyabank('/akiyabank/manage/5/edit');
    await userEvent.click(await screen.findByRole('button', { name: '公開する' }));
    await waitFor(() => expect(screen.getByText('写真を1枚以上登録してから公開してください')).toBeInTheDocument());
  });

  it('more than ten photos are refused before sending; no file chosen says so', async () => {
    // (Sending jsdom's File objects through fetch is not possible here: the upload itself is covered by the e2e suite.)
    const photos = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, path: `/p/${i}.jpg`, card_path: `/p/${i}.jpg`, comment: '' }));
    const fetch = mockFetch((url) => (url.pathname === '/api/akiyabank/manage/listings/5' ? { body: managed(5, { photos }) } : undefined));
    renderAkiyabank('/akiyabank/manage/5/edit');
    expect(await screen.findByRole('heading', { level: 2, name: '写真（9／10枚）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '写真を追加する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('写真：写真を選んでください');

    const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gaikan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('写真を選ぶ'), [file(), file()]);
    await userEvent.click(screen.getByRole('button', { name: '写真を追加する' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('写真：写真は1物件10枚までです'));
    expect(screen.getByLabelText('写真を選ぶ')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it("edits the bank's terms and office: rules before sending, then saved", async () => {
    const fetch = mockFetch((url, req) => {
      if (url.pathname === '/api/akiyabank/manage/municipality' && req.method === 'PUT') return { body: overview };
      if (url.pathname === '/api/akiyabank/manage') return { body: overview };
      return undefined;
    });
    renderAkiyabank('/akiyabank/manage/municipality');
    const phone = await screen.findByLabelText(/^電話番号/);
    expect(phone).toHaveValue('0867-42-1111');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0867421111');
    await userEvent.clear(screen.getByRole('textbox', { name: /^利用規約/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('利用規約：必須項目です');
    expect(summary).toHaveTextContent('電話番号：正しい電話番号かご確認ください');
    expect(fetch.seen.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^利用規約/ }), '利用者登録が必要です。');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0867-42-1112');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('空き家バンクの情報を保存しました。');
    expect(fetch.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ terms: '利用者登録が必要です。', office_phone: '0867-42-1112', bank_name: '真庭市空き家情報バンク' });
  });

  it("another municipality's listing is the 404 page", async () => {
    mockFetch(() => NOT_FOUND);
    renderAkiyabank('/akiyabank/manage/40/edit');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
