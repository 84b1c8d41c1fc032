import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STAFF_BANK_MESSAGES, type StaffBankMunicipality } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

function api(handler: (r: SeenRequest) => FakeAnswer | undefined, staff = true) {
  return mockFetch((_url, r) => handler(r), { baseData: testBaseData({ user: { ...testUser(), ...(staff ? { is_staff: true } : {}) } }) });
}

const MANIWA: StaffBankMunicipality = {
  id: 1,
  prefecture_code: '33',
  prefecture_name: '岡山県',
  name: '真庭市',
  bank_name: '真庭市空き家情報バンク',
  terms: '第1条 規約',
  office_name: '真庭市 建設部 住宅政策課',
  office_phone: '0867-42-1111',
  office_email: 'akiya@maniwa.example.jp',
  office_hours: '平日 8:30〜17:15',
  listing_count: 10,
  members: [{ userId: 7, email: 'bank@example.jp', name: '空家 太郎', addedAt: '2026-11-01T00:00:00.000Z' }],
};

const formError = (errors: Record<string, string[]>): FakeAnswer => ({ status: 400, body: { statusCode: 400, message: MESSAGES.formError, errors } });

describe('/my-page/staff/akiyabank', () => {
  it('is the 404 page for anyone but staff', async () => {
    api(() => ({ status: 404, body: { statusCode: 404, message: MESSAGES.notFound } }), false);
    renderMyPage('/my-page/staff/akiyabank');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('checks the new municipality with the contracts rules before sending, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const mock = api((r) => (r.path === '/api/staff/akiyabank/municipalities' && r.method === 'GET' ? { body: { items: [MANIWA] } } : undefined));
    renderMyPage('/my-page/staff/akiyabank');
    const form = await screen.findByRole('form', { name: '自治体を追加' });
    await user.type(within(form).getByLabelText(/^自治体名/), '小諸市');
    await user.type(within(form).getByLabelText(/^電話番号/), '0267221700');
    await user.click(within(form).getByRole('button', { name: '自治体を登録する' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.required);
    expect(summary).toHaveTextContent(MESSAGES.phone);
    expect(within(form).getByLabelText(/^都道府県/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^自治体名/)).toHaveValue('小諸市');
    expect(mock.seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('adds a municipality; the API’s message on a taken name lands on the field', async () => {
    const user = userEvent.setup();
    let items = [MANIWA];
    const mock = api((r) => {
      if (r.path !== '/api/staff/akiyabank/municipalities') return undefined;
      if (r.method === 'GET') return { body: { items } };
      const body = r.body as Record<string, string>;
      if (body.name === '真庭市') return formError({ name: [STAFF_BANK_MESSAGES.nameTaken] });
      const created = { ...MANIWA, ...body, id: 2, prefecture_name: '長野県', listing_count: 0, members: [] };
      items = [...items, created];
      return { status: 201, body: created };
    });
    renderMyPage('/my-page/staff/akiyabank');
    const form = await screen.findByRole('form', { name: '自治体を追加' });
    const fill = async (label: RegExp, value: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    };
    await user.selectOptions(within(form).getByLabelText(/^都道府県/), '20');
    await fill(/^自治体名/, '真庭市');
    await fill(/^空き家バンクの名称/, '小諸市空き家バンク');
    await fill(/^利用規約/, '第1条');
    await fill(/^担当窓口/, '小諸市 建設部');
    await fill(/^電話番号/, '0267-22-1700');
    await fill(/^メールアドレス/, 'akiya@komoro.example.jp');
    await user.click(within(form).getByRole('button', { name: '自治体を登録する' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STAFF_BANK_MESSAGES.nameTaken);
    expect(within(form).getByLabelText(/^空き家バンクの名称/)).toHaveValue('小諸市空き家バンク');
    await fill(/^自治体名/, '小諸市');
    await user.click(within(form).getByRole('button', { name: '自治体を登録する' }));
    expect(await screen.findByText(`小諸市：${STAFF_BANK_MESSAGES.created}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('staff-bank-municipality')).toHaveLength(2);
    const posts = mock.seen.filter((r) => r.method === 'POST');
    expect(posts.at(-1)?.body).toMatchObject({ prefecture_code: '20', name: '小諸市', office_phone: '0267-22-1700', office_hours: '' });
  });

  it('adds a member by email (an unknown address is told) and removes one', async () => {
    const user = userEvent.setup();
    const mock = api((r) => {
      if (r.path === '/api/staff/akiyabank/municipalities' && r.method === 'GET') return { body: { items: [MANIWA] } };
      if (r.path === '/api/staff/akiyabank/municipalities/1/members' && r.method === 'POST') {
        const { email } = r.body as { email: string };
        if (email === 'nobody@example.jp') return formError({ email: [STAFF_BANK_MESSAGES.unknownEmail] });
        return { body: { ...MANIWA, members: [...MANIWA.members, { userId: 9, email, name: '', addedAt: '2026-11-27T00:00:00.000Z' }] } };
      }
      if (r.path === '/api/staff/akiyabank/municipalities/1/members/7' && r.method === 'DELETE') return { body: { ...MANIWA, members: [] } };
      return undefined;
    });
    renderMyPage('/my-page/staff/akiyabank');
    const form = await screen.findByRole('form', { name: '真庭市にメンバーを追加' });
    const email = within(form).getByLabelText(/^メンバーのメールアドレス/);
    await user.type(email, 'nobody@example.jp');
    await user.click(within(form).getByRole('button', { name: 'メンバーを追加' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STAFF_BANK_MESSAGES.unknownEmail);
    expect(email).toHaveValue('nobody@example.jp');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'new@example.jp');
    await user.click(within(form).getByRole('button', { name: 'メンバーを追加' }));
    expect(await screen.findByText(`new@example.jp：${STAFF_BANK_MESSAGES.memberAdded}`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '真庭市のメンバー' })).getByText(/new@example\.jp/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'bank@example.jpをメンバーから外す' }));
    expect(await screen.findByText('bank@example.jpを真庭市のメンバーから外しました。')).toBeInTheDocument();
    expect(mock.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/staff/akiyabank/municipalities/1/members/7']);
  });
});
