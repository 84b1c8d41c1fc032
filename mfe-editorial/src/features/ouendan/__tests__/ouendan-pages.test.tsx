import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PARTNER_MESSAGES, type MyPartnerResponse } from '@akiya/contracts';
import { baseData, mockApi, renderContact, USER } from '../../../testing/render-contact';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => jest.restoreAllMocks());

const none: MyPartnerResponse = { partner: null, referrals: [], rewards: [] };

describe('the supporter programme pages', () => {
  it.each([
    ['/partner', '家いちば応援団', ['応援団でできること', '紹介リンク']],
    ['/ouendan/recruit', '応援団募集', ['応援団の活動', 'こんな方を歓迎します', '30日間']],
    ['/ouendan/reward', '応援団の報酬', ['1,000円', '10,000円', '申請からお支払いまで']],
    ['/ouendan/company', '応援団企業・団体', ['奥能登まちづくり協議会']],
  ])('%s shows %s', (path, heading, texts) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    for (const text of texts) expect(screen.getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
    expect(document.title).toBe(`${heading} | 家いちば`);
  });

  it('/partner links to every page of the programme', () => {
    renderRoute('/partner');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/ouendan/recruit', '/ouendan/reward', '/ouendan/company', '/ouendan/join']));
  });
});

describe('/ouendan/join', () => {
  it('asks a visitor to log in', async () => {
    mockApi(() => ({ body: baseData(null) }));
    renderContact('/ouendan/join');
    expect(await screen.findByText(PARTNER_MESSAGES.loginToJoin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', '/login');
  });

  it('checks every field, keeps what was typed, then applies', async () => {
    const user = userEvent.setup();
    const seen = mockApi((r) => {
      if (r.url.pathname === '/api/my-page/partner') return { body: none };
      if (r.url.pathname === '/api/partners/join') return { body: { success: true, partner: { id: 3, status: 'pending' } } };
      return { body: baseData(USER) };
    });
    renderContact('/ouendan/join');
    const form = await screen.findByRole('form', { name: '応援団の申し込み' });
    await user.type(within(form).getByLabelText(/活動名/), '信州の応援団');
    await user.type(within(form).getByLabelText(/取り組みたいこと/), '短い');
    await user.type(within(form).getByLabelText(/電話番号/), '12345');
    await user.click(within(form).getByRole('button', { name: '応援団に申し込む' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.formError);
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `活動する地域：${MESSAGES.required}`,
      expect.stringMatching(/^応援団として取り組みたいこと：/),
      `電話番号：${MESSAGES.phone}`,
      expect.stringMatching(/^応援団の規約への同意：/),
    ]);
    expect(within(form).getByLabelText(/活動名/)).toHaveValue('信州の応援団');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/活動する地域/), '長野県松本市');
    await user.type(within(form).getByLabelText(/取り組みたいこと/), '、空き家の持ち主さんに紹介したいです。');
    await user.clear(within(form).getByLabelText(/電話番号/));
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: '応援団に申し込む' }));
    expect(await screen.findByText(PARTNER_MESSAGES.joined)).toHaveAttribute('role', 'status');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      display_name: '信州の応援団',
      area: '長野県松本市',
      activity: '短い、空き家の持ち主さんに紹介したいです。',
      phone: '',
      agree: true,
    });
    expect(screen.getByRole('link', { name: 'マイページの応援団へ' })).toHaveAttribute('href', '/my-page/ouendan');
  });

  it("shows the server's field errors without losing the input", async () => {
    const user = userEvent.setup();
    mockApi((r) => {
      if (r.url.pathname === '/api/my-page/partner') return { body: none };
      if (r.url.pathname === '/api/partners/join') return { status: 400, body: { statusCode: 400, message: MESSAGES.formError, errors: { area: ['その地域は指定できません'] } } };
      return { body: baseData(USER) };
    });
    renderContact('/ouendan/join');
    const form = await screen.findByRole('form', { name: '応援団の申し込み' });
    await user.type(within(form).getByLabelText(/活動名/), '信州の応援団');
    await user.type(within(form).getByLabelText(/活動する地域/), '長野県');
    await user.type(within(form).getByLabelText(/取り組みたいこと/), '空き家の持ち主さんに紹介したいです。');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: '応援団に申し込む' }));
    expect(await screen.findByText('活動する地域：その地域は指定できません')).toBeInTheDocument();
    expect(within(form).getByLabelText(/活動する地域/)).toHaveValue('長野県');
  });

  it('tells a user who applied already where things stand', async () => {
    mockApi((r) =>
      r.url.pathname === '/api/my-page/partner'
        ? { body: { ...none, partner: { id: 3, status: 'pending', displayName: 'x', area: 'y', referralPath: null, createdAt: '2026-11-01T00:00:00Z', version: 1 } } }
        : { body: baseData(USER) },
    );
    renderContact('/ouendan/join');
    expect(await screen.findByText(/審査中/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
