import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SELLER_MESSAGES } from '@akiya/contracts';
import { baseData, mockApi, renderContact, USER } from '../../../testing/render-contact';

afterEach(() => jest.restoreAllMocks());

const ok = { body: { success: true, redirect: '/inquiry-finish' } };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/お名前/), '山田 花子');
  await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
  await user.selectOptions(screen.getByLabelText(/お問い合わせの種類/), '物件の掲載について');
  await user.type(screen.getByLabelText(/お問い合わせ内容/), '掲載の手順を教えてください。');
  await user.click(screen.getByRole('checkbox', { name: /個人情報の取り扱い\s*に同意する/ }));
}

describe.each(['/contact', '/forms/contact'])('%s', (path) => {
  it('sends the enquiry and goes to /inquiry-finish', async () => {
    const user = userEvent.setup();
    const seen = mockApi((r) => (r.url.pathname === '/api/forms/contact' ? ok : { body: baseData() }));
    renderContact(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/inquiry-finish');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '山田 花子',
      email: 'hanako@example.jp',
      category: 'posting',
      message: '掲載の手順を教えてください。',
      agree: true,
    });
    expect(document.title).toBe('お問い合わせを受け付けました | 家いちば');
  });
});

describe('/contact', () => {
  it('checks every field before sending, lists the errors and keeps what was typed', async () => {
    const user = userEvent.setup();
    const seen = mockApi(() => ({ body: baseData() }));
    renderContact('/contact');
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.formError);
    const lines = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      `お名前：${MESSAGES.required}`,
      `メールアドレス：${MESSAGES.email}`,
      `お問い合わせの種類：${SELLER_MESSAGES.inquiryCategory}`,
      `お問い合わせ内容：${MESSAGES.required}`,
      `個人情報の取り扱いへの同意：${MESSAGES.required}`,
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('hanako@example');
    expect(screen.getByLabelText(/メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('fills in the logged-in user’s name and address', async () => {
    mockApi(() => ({ body: baseData(USER) }));
    renderContact('/contact');
    expect(await screen.findByDisplayValue('佐藤 一郎')).toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('ichiro@example.jp');
  });

  it('shows the server’s per-field errors and the rate-limit message, keeping the input', async () => {
    const user = userEvent.setup();
    let answer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { email: [MESSAGES.email] } },
    };
    mockApi((r) => (r.url.pathname === '/api/forms/contact' ? answer : { body: baseData() }));
    renderContact('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText(`メールアドレス：${MESSAGES.email}`)).toBeInTheDocument();

    answer = { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: SELLER_MESSAGES.inquiryRateLimited } as never };
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SELLER_MESSAGES.inquiryRateLimited);
    expect(screen.getByLabelText(/お問い合わせ内容/)).toHaveValue('掲載の手順を教えてください。');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('has a honeypot that people do not see or reach', () => {
    mockApi(() => ({ body: baseData() }));
    const { container } = renderContact('/contact');
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /ホームページ/ })).toBeNull();
  });
});

describe('/inquiry-finish and /message-finish', () => {
  it('say what happens next', () => {
    mockApi(() => ({ body: baseData() }));
    const first = renderContact('/inquiry-finish');
    expect(screen.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeInTheDocument();
    expect(screen.getByText(/3営業日以内/)).toBeInTheDocument();
    first.unmount();
    renderContact('/message-finish');
    expect(screen.getByRole('heading', { level: 1, name: 'メッセージを送信しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '掲載物件の一覧へ' })).toHaveAttribute('href', '/my-page/project');
  });
});

describe('/contact?category=trouble&project={id} (a listing’s 「この物件を通報する」)', () => {
  it('starts with the trouble category and the listing in the message; the visitor adds to it and sends', async () => {
    const user = userEvent.setup();
    const seen = mockApi((r) => (r.url.pathname === '/api/forms/contact' ? ok : { body: baseData() }));
    renderContact('/contact?category=trouble&project=296');
    expect(await screen.findByLabelText(/お問い合わせの種類/)).toHaveValue('trouble');
    const message = screen.getByLabelText(/お問い合わせ内容/);
    expect(message).toHaveValue('通報する物件：物件ID 296（/project/296）\n');
    await user.type(screen.getByLabelText(/お名前/), '山田 花子');
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(message, '同じ写真で別の物件が出ています。');
    await user.click(screen.getByRole('checkbox', { name: /個人情報の取り扱い\s*に同意する/ }));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' });
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      category: 'trouble',
      project_id: 296,
      message: '通報する物件：物件ID 296（/project/296）\n同じ写真で別の物件が出ています。',
    });
  });

  it('ignores a category or listing id that is not one', async () => {
    mockApi(() => ({ body: baseData() }));
    renderContact('/contact?category=evil&project=1%3Cscript%3E');
    expect(await screen.findByLabelText(/お問い合わせの種類/)).toHaveValue('');
    expect(screen.getByLabelText(/お問い合わせ内容/)).toHaveValue('');
  });
});
