import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage, MESSAGES, WITHDRAWAL_REASON_MAX_LENGTH, WITHDRAWN_USER_NAME } from '@akiya/contracts';
import { fakeProfile, fieldErrorBody } from '../../../testing/fixtures';
import type { SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { mockProfileApi, type ExtraAnswer } from '../../../testing/profile-api';
import { renderMyPage } from '../../../testing/render-my-page';
import { WITHDRAWAL_TEXTS } from '../utils/withdrawal-messages';

afterEach(() => jest.restoreAllMocks());

/** A verified user with a profile; `extra` answers POST /api/my-page/withdraw. */
const api = (extra?: ExtraAnswer) => mockProfileApi(fakeProfile({ email: 'leaver@example.jp' }), extra);

const isWithdraw = (r: SeenRequest) => r.method === 'POST' && r.url.pathname === '/api/my-page/withdraw';

async function form() {
  return screen.findByRole('form', { name: WITHDRAWAL_TEXTS.formTitle });
}

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>, password: string, reason: string) {
  const f = await form();
  if (password) await user.type(within(f).getByLabelText(/現在のパスワード/), password);
  if (reason) await user.type(within(f).getByLabelText(/退会の理由/), reason);
  await user.click(within(f).getByRole('button', { name: WITHDRAWAL_TEXTS.submit }));
  const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_TEXTS.confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_TEXTS.confirmYes }));
}

describe('/my-page/profile/withdraw', () => {
  it('is linked from /my-page/profile', async () => {
    api();
    renderMyPage('/my-page/profile');
    expect(await screen.findByRole('link', { name: WITHDRAWAL_TEXTS.linkFromProfile })).toHaveAttribute('href', '/my-page/profile/withdraw');
  });

  it('says what happens, names the account and asks for the password and an optional reason', async () => {
    api();
    renderMyPage('/my-page/profile/withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(/掲載を中止/)).toBeInTheDocument();
    expect(screen.getByText(/キャンセルとなり、相手の方に/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(WITHDRAWN_USER_NAME))).toBeInTheDocument();
    expect(screen.getByText(/同じメールアドレスで新しくご登録いただけます/)).toBeInTheDocument();
    expect(await screen.findByText('leaver@example.jp')).toBeInTheDocument();
    const f = await form();
    expect(within(f).getByLabelText(/現在のパスワード/)).toHaveAttribute('type', 'password');
    expect(within(f).getByLabelText(/退会の理由/).tagName).toBe('TEXTAREA');
  });

  it('checks the password and the length of the reason before asking to confirm; nothing is sent', async () => {
    const user = userEvent.setup();
    const { seen } = api();
    renderMyPage('/my-page/profile/withdraw');
    const f = await form();
    const reason = within(f).getByLabelText(/退会の理由/);
    await user.click(reason);
    await user.paste('あ'.repeat(WITHDRAWAL_REASON_MAX_LENGTH + 1));
    await user.click(within(f).getByRole('button', { name: WITHDRAWAL_TEXTS.submit }));

    const summary = await screen.findByTestId('withdrawal-error-summary');
    const tooLong = formatMessage(MESSAGES.maxLength, { length: WITHDRAWAL_REASON_MAX_LENGTH });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${WITHDRAWAL_TEXTS.passwordLabel}：${MESSAGES.required}`,
      `${WITHDRAWAL_TEXTS.reasonLabel}：${tooLong}`,
    ]);
    expect(summary).toHaveFocus();
    expect(within(f).getByLabelText(/現在のパスワード/)).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(tooLong));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen.filter(isWithdraw)).toHaveLength(0);
  });

  it('"やめる" in the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const { seen } = api();
    renderMyPage('/my-page/profile/withdraw');
    const f = await form();
    await user.type(within(f).getByLabelText(/現在のパスワード/), 'pass1234');
    await user.click(within(f).getByRole('button', { name: WITHDRAWAL_TEXTS.submit }));
    const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_TEXTS.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_TEXTS.confirmNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter(isWithdraw)).toHaveLength(0);
  });

  it('sends the password and the trimmed reason once confirmed, then goes to /cancel-done', async () => {
    const user = userEvent.setup();
    const { seen } = api((r) => (isWithdraw(r) ? { body: { success: true } } : undefined));
    renderMyPage('/my-page/profile/withdraw');
    await fillAndConfirm(user, 'pass1234', '  使わなくなったため ');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cancel-done'));
    expect(seen.filter(isWithdraw).map((r) => r.body)).toEqual([{ current_password: 'pass1234', reason: '使わなくなったため' }]);
  });

  it('shows a wrong password on its field and keeps the typed reason', async () => {
    const user = userEvent.setup();
    api((r) => (isWithdraw(r) ? { status: 400, body: fieldErrorBody({ current_password: [MESSAGES.currentPasswordWrong] }) } : undefined));
    renderMyPage('/my-page/profile/withdraw');
    await fillAndConfirm(user, 'wrongpass1', '引っ越しのため');
    const f = await form();
    expect(await within(f).findByText(`${WITHDRAWAL_TEXTS.passwordLabel}：${MESSAGES.currentPasswordWrong}`)).toBeInTheDocument();
    expect(within(f).getByLabelText(/現在のパスワード/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(f).getByLabelText(/退会の理由/)).toHaveValue('引っ越しのため');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-page/profile/withdraw');
  });

  it('shows a server failure in the summary and keeps everything typed', async () => {
    const user = userEvent.setup();
    api((r) => (isWithdraw(r) ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } } : undefined));
    renderMyPage('/my-page/profile/withdraw');
    await fillAndConfirm(user, 'pass1234', 'サービスを使わなくなった');
    expect(await screen.findByTestId('withdrawal-error-summary')).toHaveTextContent(MESSAGES.serverError);
    const f = await form();
    expect(within(f).getByLabelText(/退会の理由/)).toHaveValue('サービスを使わなくなった');
    expect(within(f).getByLabelText(/現在のパスワード/)).toHaveValue('pass1234');
    // The confirmation closes (it may finish closing after the summary shows).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
