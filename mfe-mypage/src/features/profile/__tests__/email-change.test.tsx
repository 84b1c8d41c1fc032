import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_ERROR_CODES, MESSAGES, type PendingEmailChange } from '@akiya/contracts';
import { fakeProfile, fieldErrorBody } from '../../../testing/fixtures';
import type { SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { mockProfileApi, type ExtraAnswer } from '../../../testing/profile-api';
import { renderMyPage } from '../../../testing/render-my-page';
import { EMAIL_CHANGE_TEXTS } from '../utils/email-change-messages';

afterEach(() => jest.restoreAllMocks());

const PENDING: PendingEmailChange = { email: 'new@example.jp', expires_at: '2026-11-29T01:30:00.000Z' };

/** A verified user (buyer@example.jp), the profile and the pending change `pending`; `extra` answers the POSTs. */
const api = (pending: PendingEmailChange | null, extra?: ExtraAnswer) => mockProfileApi(fakeProfile({ email: 'buyer@example.jp' }), extra, pending);

const posts = (seen: SeenRequest[], path: string) => seen.filter((r) => r.method === 'POST' && r.url.pathname === path);

async function emailForm() {
  return screen.findByRole('form', { name: EMAIL_CHANGE_TEXTS.title });
}

describe('/my-page/profile: changing the address', () => {
  it('replaces 「お問い合わせください」 with the form: labelled fields in their own section', async () => {
    api(null);
    renderMyPage('/my-page/profile');
    const form = await emailForm();
    expect(screen.getByRole('region', { name: EMAIL_CHANGE_TEXTS.title })).toContainElement(form);
    expect(within(form).getByLabelText('新しいメールアドレス')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('現在のパスワード')).toHaveAccessibleDescription(EMAIL_CHANGE_TEXTS.passwordHint);
    expect(screen.queryByText(/お問い合わせください/)).not.toBeInTheDocument();
  });

  it.each([
    ['', 'pass1234', '新しいメールアドレス', MESSAGES.emailChangeEmpty],
    ['Buyer@Example.jp', 'pass1234', '新しいメールアドレス', MESSAGES.emailChangeSame],
    ['not-an-address', 'pass1234', '新しいメールアドレス', MESSAGES.email],
    ['new@example.jp', '', '現在のパスワード', MESSAGES.required],
  ])('checks %j / %j before sending: %s：%s', async (email, password, label, message) => {
    const user = userEvent.setup();
    const { seen } = api(null);
    renderMyPage('/my-page/profile');
    const form = await emailForm();
    if (email) await user.type(within(form).getByLabelText('新しいメールアドレス'), email);
    if (password) await user.type(within(form).getByLabelText('現在のパスワード'), password);
    await user.click(within(form).getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));

    const summary = await screen.findByTestId('email-change-error-summary');
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${label}：${message}`]);
    expect(summary).toHaveFocus();
    const input = within(form).getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    // The summary links to the field.
    expect(within(summary).getByRole('link')).toHaveAttribute('href', `#${input.id}`);
    expect(posts(seen, '/api/my-page/email-change')).toHaveLength(0);
  });

  it('sends the address and the password, then shows the sent text and the pending change', async () => {
    const user = userEvent.setup();
    const { seen } = api(null, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/my-page/email-change' ? { body: { success: true, pending: PENDING } } : undefined,
    );
    renderMyPage('/my-page/profile');
    const form = await emailForm();
    await user.type(within(form).getByLabelText('新しいメールアドレス'), ' new@example.jp ');
    await user.type(within(form).getByLabelText('現在のパスワード'), 'pass1234');
    await user.click(within(form).getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));

    const section = screen.getByRole('region', { name: EMAIL_CHANGE_TEXTS.title });
    expect(await within(section).findByRole('status')).toHaveTextContent(EMAIL_CHANGE_TEXTS.sent);
    expect(posts(seen, '/api/my-page/email-change').map((r) => r.body)).toEqual([{ email: 'new@example.jp', current_password: 'pass1234' }]);
    expect(screen.getByText('new@example.jp')).toBeInTheDocument();
    expect(screen.getByText('2026/11/29 10:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EMAIL_CHANGE_TEXTS.cancel })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: EMAIL_CHANGE_TEXTS.title })).not.toBeInTheDocument();
  });

  it('marks the fields the server refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    api(null, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/my-page/email-change'
        ? { status: 400, body: { ...fieldErrorBody({ email: [MESSAGES.emailChangeTaken] }), message: MESSAGES.emailChangeTaken, code: ACCOUNT_ERROR_CODES.emailExists } }
        : undefined,
    );
    renderMyPage('/my-page/profile');
    const form = await emailForm();
    await user.type(within(form).getByLabelText('新しいメールアドレス'), 'taken@example.jp');
    await user.type(within(form).getByLabelText('現在のパスワード'), 'pass1234');
    await user.click(within(form).getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));

    const summary = await screen.findByTestId('email-change-error-summary');
    expect(summary).toHaveTextContent(`新しいメールアドレス：${MESSAGES.emailChangeTaken}`);
    expect(within(form).getByLabelText('新しいメールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('新しいメールアドレス')).toHaveValue('taken@example.jp');
    expect(within(form).getByLabelText('現在のパスワード')).toHaveValue('pass1234');
    expect(within(form).getByLabelText('現在のパスワード')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a wrong current password on its field, and a failure that is not about fields as the summary message', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api(null, (request) => {
      if (request.method !== 'POST' || request.url.pathname !== '/api/my-page/email-change') return undefined;
      calls += 1;
      return calls === 1
        ? { status: 400, body: fieldErrorBody({ current_password: [MESSAGES.currentPasswordWrong] }) }
        : { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: MESSAGES.mailSendFailed } };
    });
    renderMyPage('/my-page/profile');
    const form = await emailForm();
    await user.type(within(form).getByLabelText('新しいメールアドレス'), 'new@example.jp');
    await user.type(within(form).getByLabelText('現在のパスワード'), 'wrongpass1');
    await user.click(within(form).getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));
    expect(await within(form).findByText(`現在のパスワード：${MESSAGES.currentPasswordWrong}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('現在のパスワード')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));
    expect(await screen.findByTestId('email-change-error-summary')).toHaveTextContent(MESSAGES.mailSendFailed);
    expect(within(form).getByLabelText('新しいメールアドレス')).toHaveValue('new@example.jp');
  });

  it('shows a pending change from the server with 「変更を取り消す」, which cancels it and brings the form back', async () => {
    const user = userEvent.setup();
    const { seen } = api(PENDING, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/my-page/email-change/cancel' ? { body: { success: true, pending: null } } : undefined,
    );
    renderMyPage('/my-page/profile');
    const section = await screen.findByRole('region', { name: EMAIL_CHANGE_TEXTS.title });
    expect(await within(section).findByText('new@example.jp')).toBeInTheDocument();
    expect(within(section).getByText('2026/11/29 10:30')).toBeInTheDocument();
    expect(within(section).getByText(new RegExp(MESSAGES.emailUpdateNotDone))).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: EMAIL_CHANGE_TEXTS.cancel }));
    expect(await within(section).findByRole('status')).toHaveTextContent(EMAIL_CHANGE_TEXTS.cancelled);
    expect(within(section).getByRole('form', { name: EMAIL_CHANGE_TEXTS.title })).toBeInTheDocument();
    expect(within(section).queryByText('new@example.jp')).not.toBeInTheDocument();
    expect(posts(seen, '/api/my-page/email-change/cancel')).toHaveLength(1);
  });

  it('keeps the pending change and says why when cancelling fails', async () => {
    const user = userEvent.setup();
    api(PENDING, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/my-page/email-change/cancel'
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } }
        : undefined,
    );
    renderMyPage('/my-page/profile');
    const section = await screen.findByRole('region', { name: EMAIL_CHANGE_TEXTS.title });
    await user.click(await within(section).findByRole('button', { name: EMAIL_CHANGE_TEXTS.cancel }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    await waitFor(() => expect(within(section).getByText('new@example.jp')).toBeInTheDocument());
  });
});
