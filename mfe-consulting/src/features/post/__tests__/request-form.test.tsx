import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTING_DRAFT_KEY, CONSULTING_FEES, CONSULTING_MESSAGES, formatConsultingFee, MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderConsulting } from '../../../testing/render-consulting';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function api(loggedIn: boolean, handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined) {
  return mockFetch((_url, r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    if (r.path === '/api/consulting/my-properties') return { body: { items: [{ property_id: 12, title: '山あいの古民家' }] } };
    return undefined;
  }, { baseData: testBaseData({ user: loggedIn ? testUser() : null }) });
}

async function fillDescribed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '所有者' }));
  await user.selectOptions(screen.getByLabelText(/^都道府県/), '20');
  await user.type(screen.getByLabelText(/^市区町村・所在地/), '松本市中央');
  await user.type(screen.getByLabelText(/^物件の概要/), '築60年の木造二階建て');
  await user.type(screen.getByLabelText(/^お困りのこと・ご相談内容/), '相続した実家をどう活用すればよいか分かりません。');
  await user.selectOptions(screen.getByLabelText(/^ご希望の時期/), 'within6Months');
  await user.click(screen.getByRole('checkbox', { name: /料金.*を確認しました/ }));
}

describe('/airyflow/post request form', () => {
  it('shows every field’s Japanese message in the summary and at the fields, keeping what was typed', async () => {
    const fetch = api(true);
    renderConsulting('/airyflow/post');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^お困りのこと・ご相談内容/), '短い');
    await user.type(screen.getByLabelText(/^電話番号/), '0312345678');
    await user.click(screen.getByRole('button', { name: 'この内容で相談を申し込む' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(MESSAGES.formError)).toBeInTheDocument();
    const lines = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(lines).toEqual([
      `ご相談者：${MESSAGES.required}`,
      `都道府県：${MESSAGES.required}`,
      `市区町村・所在地：${MESSAGES.required}`,
      `物件の概要：${MESSAGES.required}`,
      'お困りのこと・ご相談内容：10文字以上でなければなりません',
      `ご希望の時期：${MESSAGES.required}`,
      `電話番号：${MESSAGES.phone}`,
      `料金の確認：${MESSAGES.required}`,
    ]);
    expect(screen.getByLabelText(/^お困りのこと・ご相談内容/)).toHaveValue('短い');
    expect(screen.getByLabelText(/^お困りのこと・ご相談内容/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.requestsTo('/api/consulting/requests')).toHaveLength(0);
  });

  it('asks a visitor to log in instead of sending, and keeps the draft for after the login', async () => {
    const fetch = api(false);
    renderConsulting('/airyflow/post');
    expect(await screen.findByText(/お申し込みにはログインが必要です/)).toBeInTheDocument();
    const user = userEvent.setup();
    await fillDescribed(user);
    await user.click(screen.getByRole('button', { name: 'この内容で相談を申し込む' }));
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/airyflow/post'));
    expect(fetch.requestsTo('/api/consulting/requests')).toHaveLength(0);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CONSULTING_DRAFT_KEY) ?? '{}').values?.place).toBe('松本市中央'));
  });

  it('restores the draft and sends it with one clientId, then goes to the request on the my page', async () => {
    localStorage.setItem(
      CONSULTING_DRAFT_KEY,
      JSON.stringify({
        clientId: 'draft-1',
        values: { requester_type: 'owner', property_mode: 'listing', property_id: '12', problem: '掲載して半年、問い合わせが少ないです。', timing: 'asap', agree_fees: 'true' },
      }),
    );
    const fetch = api(true, (r) =>
      r.path === '/api/consulting/requests' ? { body: { success: true, id: 7, thread_id: 9, redirect: '/my-page/airyflow/7' } } : undefined,
    );
    renderConsulting('/airyflow/post');
    expect(screen.getByText(CONSULTING_MESSAGES.draftRestored)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '山あいの古民家' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^相談する物件/)).toHaveValue('12');
    await userEvent.setup().click(screen.getByRole('button', { name: 'この内容で相談を申し込む' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-page/airyflow/7'));
    const post = fetch.seen.find((r) => r.path === '/api/consulting/requests');
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({ requester_type: 'owner', property_mode: 'listing', property_id: '12', timing: 'asap', agree_fees: 'true', clientId: 'draft-1' });
    expect(localStorage.getItem(CONSULTING_DRAFT_KEY)).toBeNull();
  });

  it('shows the server’s field errors (a listing that is not the user’s) next to the field', async () => {
    localStorage.setItem(
      CONSULTING_DRAFT_KEY,
      JSON.stringify({ clientId: 'draft-2', values: { requester_type: 'owner', property_mode: 'listing', property_id: '12', problem: '掲載して半年、問い合わせが少ないです。', timing: 'asap', agree_fees: 'true' } }),
    );
    api(true, (r) =>
      r.path === '/api/consulting/requests'
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { property_id: [CONSULTING_MESSAGES.listingNotFound] } } }
        : undefined,
    );
    renderConsulting('/airyflow/post');
    await screen.findByRole('option', { name: '山あいの古民家' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'この内容で相談を申し込む' }));
    expect(await screen.findByText(`相談する物件：${CONSULTING_MESSAGES.listingNotFound}`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/airyflow/post');
  });
});

describe('/consult', () => {
  it('explains the service with the fees from contracts and leads to the form', () => {
    api(false);
    renderConsulting('/consult');
    expect(screen.getByRole('heading', { level: 1, name: '空き家活用のご相談（airyflow）' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '料金' });
    for (const fee of CONSULTING_FEES) {
      const row = within(table).getByRole('row', { name: new RegExp(fee.name) });
      expect(within(row).getByText(formatConsultingFee(fee))).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /相談を申し込む/ })[0]).toHaveAttribute('href', '/airyflow/post');
    expect(screen.getByRole('heading', { level: 2, name: 'ご相談の流れ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'こんな方に' })).toBeInTheDocument();
  });
});
