import { act, screen, waitFor, within } from '@testing-library/react';
import { FACT_MESSAGES, MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';

describe('/post', () => {
  test('lists every failing field once (first message), marks the fields, keeps the text across a remount', async () => {
    mockFetch(() => undefined, { baseData: testBaseData });
    const view = renderRoute('/post');
    const form = await screen.findByRole('form', { name: '物件の投稿' }, { timeout: 8000 });
    expect(localStorage.getItem(STORAGE_KEYS.visitPost)).toBe('1');

    await view.user.type(within(form).getByLabelText(/^タイトル/), '海の見える家');
    await view.user.type(within(form).getByLabelText(/^電話番号/), '0901234');
    await view.user.click(within(form).getByRole('button', { name: '投稿する' }));

    const summary = await screen.findByTestId('posting-errors', undefined, { timeout: 8000 });
    expect(summary).toHaveTextContent(MESSAGES.formError);
    const items = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('電話番号：正しい電話番号かご確認ください');
    expect(items).toContain('物件の説明：必須項目です');
    expect(items.some((t) => t?.startsWith('タイトル'))).toBe(false);
    expect(new Set(items).size).toBe(items.length);
    expect(within(form).getByLabelText(/^電話番号/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(summary).toHaveFocus(), { timeout: 5000 });

    // The draft is in localStorage; a new mount (a reload) restores it
    await waitFor(() => expect(JSON.parse(localStorage.getItem('post-draft') ?? '{}').values?.title).toBe('海の見える家'), { timeout: 5000 });
    view.unmount();
    renderRoute('/post');
    const again = await screen.findByRole('form', { name: '物件の投稿' }, { timeout: 8000 });
    expect(within(again).getByLabelText(/^タイトル/)).toHaveValue('海の見える家');
    expect(screen.getByText('一時保存した入力内容を復元しました。')).toBeInTheDocument();
  });

  test('temporary save while logged out keeps the draft, makes a save id and opens the login dialog with the reason', async () => {
    mockFetch(() => undefined, { baseData: testBaseData });
    const { user, store } = renderRoute('/post');
    const form = await screen.findByRole('form', { name: '物件の投稿' }, { timeout: 8000 });
    await user.type(within(form).getByLabelText(/^タイトル/), '下書き');
    await user.click(within(form).getByRole('button', { name: '一時保存' }));
    expect(localStorage.getItem(STORAGE_KEYS.draftSaveId)).toMatch(/^[0-9]{23}$/);
    expect(JSON.parse(localStorage.getItem('post-draft') ?? '{}').values.title).toBe('下書き');
    const dialogs = (store.getState() as { dialogs: { login: { open: boolean; reason: string | null } } }).dialogs;
    expect(dialogs.login).toMatchObject({ open: true, reason: MESSAGES.loginRequired });
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/post');
  });

  test('物件の詳細: optional facts checked by the same rules, listed with their labels, kept as typed; a land listing has no 間取り', async () => {
    mockFetch(() => undefined, { baseData: testBaseData });
    const { user } = renderRoute('/post');
    const form = await screen.findByRole('form', { name: '物件の投稿' }, { timeout: 8000 });
    const facts = within(form).getByRole('region', { name: '物件の詳細（任意）' });
    await user.type(within(facts).getByLabelText(/^間取り/), '4ldk');
    await user.type(within(facts).getByLabelText(/^交通1（駅）/), '戸狩野沢温泉');
    await user.type(within(facts).getByLabelText(/^建ぺい率/), '150');
    await user.click(within(facts).getByRole('checkbox', { name: '電気' }));
    await user.click(within(facts).getByRole('checkbox', { name: '上水道' }));
    await user.selectOptions(within(facts).getByLabelText(/^現況/), '空き家');
    await user.click(within(form).getByRole('button', { name: '投稿する' }));

    const summary = await screen.findByTestId('posting-errors', undefined, { timeout: 8000 });
    const items = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(`交通1（徒歩）：${FACT_MESSAGES.invalidWalk}`);
    expect(items).toContain(`建ぺい率：${FACT_MESSAGES.invalidCoverage}`);
    expect(items.some((t) => t?.startsWith('間取り'))).toBe(false);
    expect(within(facts).getByLabelText(/^交通1（徒歩）/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(facts).getByLabelText(/^交通1（駅）/)).toHaveValue('戸狩野沢温泉');
    // 設備 in the options' order, whatever the order of the clicks
    await waitFor(() => expect(JSON.parse(localStorage.getItem('post-draft') ?? '{}').values?.utilities).toBe('上水道,電気'), { timeout: 5000 });

    await user.click(within(form).getByRole('radio', { name: '土地のみ' }));
    expect(within(facts).queryByLabelText(/^間取り/)).not.toBeInTheDocument();
    expect(within(facts).queryByLabelText(/^現況/)).not.toBeInTheDocument();
  });

  test('郵便番号 fills the prefecture, the municipality and an empty public address; an unknown one says so and changes nothing', async () => {
    const fake = mockFetch(
      (url) => {
        if (url.pathname === '/api/address/3892411') return { body: { zipcode: '3892411', prefecture: '長野県', prefecture_code: '20', city: '飯山市', town: '照里' } };
        if (url.pathname === '/api/address/0000000') return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.addressNotFound } };
        return undefined;
      },
      { baseData: testBaseData },
    );
    const { user } = renderRoute('/post');
    const form = await screen.findByRole('form', { name: '物件の投稿' }, { timeout: 8000 });
    const place = within(form).getByRole('region', { name: '所在地' });
    await user.type(within(place).getByLabelText(/^郵便番号/), '389-2411');
    await waitFor(() => expect(within(place).getByLabelText(/^市区町村/)).toHaveValue('飯山市'));
    expect(within(place).getByLabelText(/^都道府県/)).toHaveValue('20');
    expect(within(place).getByLabelText(/^公開する所在地/)).toHaveValue('飯山市照里');
    expect(within(place).getByRole('status')).toHaveTextContent('長野県飯山市照里 を入力しました。違っていれば下の欄で直してください。');
    expect(fake.requestsTo('/api/address/3892411')).toHaveLength(1);

    // The seller corrects the municipality; an unknown postcode leaves it as corrected.
    await user.clear(within(place).getByLabelText(/^市区町村/));
    await user.type(within(place).getByLabelText(/^市区町村/), '飯山市常郷');
    await user.clear(within(place).getByLabelText(/^郵便番号/));
    await user.type(within(place).getByLabelText(/^郵便番号/), '0000000');
    await waitFor(() => expect(within(place).getByRole('status')).toHaveTextContent(MESSAGES.addressNotFound));
    expect(within(place).getByLabelText(/^市区町村/)).toHaveValue('飯山市常郷');
  });

  test("another user's listing (API 404) shows the 404 page", async () => {
    mockFetch((url) => (url.pathname === '/api/post/5' ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } } : undefined), { baseData: testBaseData });
    renderRoute('/post?id=5');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('/return-post', () => {
  test.each([
    ['/board', '/board'],
    ['/project/3?x=1', '/project/3?x=1'],
    ['//evil.example/x', '/post'],
    ['https://evil.example/', '/post'],
    ['/%2F%2Fevil.example', '/post'],
  ])('r=%s goes to %s', async (r, expected) => {
    mockFetch(() => undefined, { baseData: testBaseData });
    const { location } = renderRoute(`/return-post?r=${encodeURIComponent(r)}`);
    await act(async () => undefined);
    expect(location()).toBe(expected);
  });
});
