import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { fakeProfile, fieldErrorBody } from '../../../testing/fixtures';
import { mockFetch, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { mockProfileApi } from '../../../testing/profile-api';
import { renderMyPage } from '../../../testing/render-my-page';
import { PASSWORD_TEXTS } from '../utils/password-messages';

afterEach(() => jest.restoreAllMocks());

/** Opens /my-page/profile and its edit form. */
async function openEditForm(user: ReturnType<typeof userEvent.setup>) {
  renderMyPage('/my-page/profile');
  await user.click(await screen.findByRole('button', { name: '登録情報を編集する' }));
  return screen.getByRole('form', { name: '登録情報の入力' });
}

/** Replaces what a field holds with `value`, as a user does. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

function posts(seen: SeenRequest[], path: string) {
  return seen.filter((r) => r.method === 'POST' && r.url.pathname === path);
}

describe('/my-page/profile', () => {
  it('shows the registered profile from GET /api/my-page/profile', async () => {
    mockProfileApi();
    renderMyPage('/my-page/profile');
    expect(await screen.findByText('hanako@example.jp')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: '登録情報' });
    for (const text of ['山田 花子', 'やまだ はなこ', '03-1234-5678', '1500001', '東京都渋谷区神宮前1-1-1']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeInTheDocument();
  });

  it('shows the error and a retry when the profile cannot be loaded', async () => {
    mockFetch((_url, request) =>
      request.url.pathname === '/api/common/base-data'
        ? { body: testBaseData({ user: testUser() }) }
        : { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } },
    );
    renderMyPage('/my-page/profile');
    const details = await screen.findByRole('region', { name: '登録情報' });
    expect(await within(details).findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: MESSAGES.retry })).toBeInTheDocument();
  });

  it('edits and saves the profile, then shows the saved details and a success message', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi(fakeProfile(), (request) =>
      request.method === 'POST' && request.url.pathname === '/api/my-page/profile'
        ? { body: { success: true, profile: { ...fakeProfile(), ...(request.body as object) } } }
        : undefined,
    );
    const form = await openEditForm(user);
    expect(within(form).getByLabelText('姓')).toHaveValue('山田');
    expect(within(form).getByLabelText('めい')).toHaveValue('はなこ');
    const phone = within(form).getByLabelText('電話番号');
    await retype(user, phone, '090-1111-2222');
    await user.click(within(form).getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('登録情報を更新しました。')).toBeInTheDocument();
    expect(screen.getByText('090-1111-2222')).toBeInTheDocument();
    const [post] = posts(seen, '/api/my-page/profile');
    // Every field of the profile as it was loaded (all but the e-mail address), with the new phone number.
    const { email: _email, ...editable } = fakeProfile({ phone: '090-1111-2222' });
    expect(post.body).toEqual(editable);
  });

  it.each([
    ['姓', MESSAGES.required, ''],
    ['名', MESSAGES.required, ''],
    ['姓', '50文字以内にしてください', 'あ'.repeat(51)],
    ['せい', MESSAGES.hiragana, 'ヤマダ'],
    ['めい', MESSAGES.hiragana, 'hanako'],
    ['せい', MESSAGES.required, ''],
    ['郵便番号', MESSAGES.zipcode, '123-456'],
    ['郵便番号', MESSAGES.zipcode, '123456'],
    ['郵便番号', MESSAGES.required, ''],
    ['住所', MESSAGES.required, ''],
    ['住所', '200文字以内にしてください', 'あ'.repeat(201)],
    ['電話番号', MESSAGES.phone, '0312345678'],
    ['電話番号', MESSAGES.phone, '03-1234-56789012'],
    ['電話番号', MESSAGES.required, ''],
  ])('%s: %s (value not sent)', async (label, message, value) => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi();
    const form = await openEditForm(user);
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.click(input);
    if (value) await user.paste(value);
    await user.click(within(form).getByRole('button', { name: '保存する' }));

    const summary = await screen.findByTestId('form-error-summary');
    expect(summary).toHaveTextContent(MESSAGES.formError);
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${label}：${message}`]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(seen, '/api/my-page/profile')).toHaveLength(0);
  });

  it('accepts the long-vowel mark and the ideographic space in kana', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi(fakeProfile(), (request) =>
      request.method === 'POST' ? { body: { success: true, profile: fakeProfile() } } : undefined,
    );
    const form = await openEditForm(user);
    const kana = within(form).getByLabelText('めい');
    await retype(user, kana, 'ゆーこ　はな');
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(posts(seen, '/api/my-page/profile')).toHaveLength(1));
  });

  it('clears a field error as soon as the value is corrected', async () => {
    const user = userEvent.setup();
    mockProfileApi();
    const form = await openEditForm(user);
    const kana = within(form).getByLabelText('せい');
    await retype(user, kana, 'ヤマダ');
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText(MESSAGES.hiragana)).toBeInTheDocument();
    await retype(user, kana, 'やまだ');
    expect(kana).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByText(MESSAGES.hiragana)).not.toBeInTheDocument();
  });

  it('fills the address from a 7-digit zipcode when it is empty, and refills what it filled', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi(fakeProfile({ zipcode: '', address: '' }), (request) => {
      const m = /^\/api\/address\/(\d+)$/.exec(request.url.pathname);
      if (!m) return undefined;
      if (m[1] === '1000001') return { body: { zipcode: '1000001', prefecture: '東京都', prefecture_code: '13', city: '千代田区', town: '千代田' } };
      if (m[1] === '5300001') return { body: { zipcode: '5300001', prefecture: '大阪府', prefecture_code: '27', city: '大阪市北区', town: '梅田' } };
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.addressNotFound } };
    });
    const form = await openEditForm(user);
    const zip = within(form).getByLabelText('郵便番号');
    const address = within(form).getByLabelText('住所');

    await user.type(zip, '100000');
    expect(seen.some((r) => r.url.pathname.startsWith('/api/address/'))).toBe(false);
    await user.type(zip, '1');
    await waitFor(() => expect(address).toHaveValue('東京都千代田区千代田'));

    // What the lookup filled is replaced by the next lookup.
    await retype(user, zip, '5300001');
    await waitFor(() => expect(address).toHaveValue('大阪府大阪市北区梅田'));

    // An unknown zipcode leaves the address and says so.
    await retype(user, zip, '9999999');
    expect(await within(form).findByText(MESSAGES.addressNotFound)).toBeInTheDocument();
    expect(address).toHaveValue('大阪府大阪市北区梅田');
  });

  it('does not overwrite an address the user typed', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi(fakeProfile(), (request) =>
      request.url.pathname === '/api/address/1000001'
        ? { body: { zipcode: '1000001', prefecture: '東京都', prefecture_code: '13', city: '千代田区', town: '千代田' } }
        : undefined,
    );
    const form = await openEditForm(user);
    const zip = within(form).getByLabelText('郵便番号');
    await retype(user, zip, '1000001');
    await waitFor(() => expect(seen.some((r) => r.url.pathname === '/api/address/1000001')).toBe(true));
    expect(within(form).getByLabelText('住所')).toHaveValue('東京都渋谷区神宮前1-1-1');
  });

  it('lists the server errors, first message per field, marks the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockProfileApi(fakeProfile(), (request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: fieldErrorBody({
              zipcode: [MESSAGES.zipcode, '二つ目のメッセージ'],
              phone: [MESSAGES.phone],
            }),
          }
        : undefined,
    );
    const form = await openEditForm(user);
    const name = within(form).getByLabelText('名');
    await retype(user, name, '桃子');
    await user.click(within(form).getByRole('button', { name: '保存する' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.formError);
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `郵便番号：${MESSAGES.zipcode}`,
      `電話番号：${MESSAGES.phone}`,
    ]);
    expect(screen.queryByText('二つ目のメッセージ')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('郵便番号')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('電話番号')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('名')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('名')).toHaveValue('桃子');
    expect(summary).toHaveFocus();
  });

  it('shows the message of a failure that is not about fields, keeping the values', async () => {
    const user = userEvent.setup();
    mockProfileApi(fakeProfile(), (request) =>
      request.method === 'POST'
        ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: MESSAGES.csrfFailed, code: 'csrf-failed' } }
        : undefined,
    );
    const form = await openEditForm(user);
    await retype(user, within(form).getByLabelText('住所'), '京都府京都市');
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.csrfFailed);
    expect(within(form).getByLabelText('住所')).toHaveValue('京都府京都市');
  });
});

describe('password change', () => {
  function passwordForm() {
    return screen.getByRole('form', { name: 'パスワードの変更' });
  }

  /** Opens /my-page/profile, types the current, new and confirmed password and sends the form. */
  async function submitPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation: string) {
    renderMyPage('/my-page/profile');
    await screen.findByText('hanako@example.jp');
    const form = passwordForm();
    await user.type(within(form).getByLabelText('現在のパスワード'), current);
    await user.type(within(form).getByLabelText('新しいパスワード'), next);
    await user.type(within(form).getByLabelText('新しいパスワード（確認）'), confirmation);
    await user.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
    return form;
  }

  it('refuses a confirmation that does not match and a password breaking the rule', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi();
    const form = await submitPasswords(user, 'oldpass1', 'newpass12', 'newpass13');
    expect(await within(form).findByText(`新しいパスワード（確認）：${PASSWORD_TEXTS.mismatch}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('新しいパスワード（確認）')).toHaveAttribute('aria-invalid', 'true');

    const next = within(form).getByLabelText('新しいパスワード');
    await retype(user, next, 'short');
    await user.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
    expect(await within(form).findByText(`新しいパスワード：${MESSAGES.password}`)).toBeInTheDocument();
    expect(posts(seen, '/api/my-page/change-password')).toHaveLength(0);
  });

  it('shows the server error on the current password', async () => {
    const user = userEvent.setup();
    mockProfileApi(fakeProfile(), (request) =>
      request.url.pathname === '/api/my-page/change-password'
        ? { status: 400, body: fieldErrorBody({ current_password: [MESSAGES.currentPasswordWrong] }) }
        : undefined,
    );
    const form = await submitPasswords(user, 'wrongpass1', 'newpass12', 'newpass12');
    expect(await within(form).findByText(`現在のパスワード：${MESSAGES.currentPasswordWrong}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('現在のパスワード')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('新しいパスワード')).toHaveValue('newpass12');
  });

  it('changes the password and ends the flow at /password-finish', async () => {
    const user = userEvent.setup();
    const { seen } = mockProfileApi(fakeProfile(), (request) =>
      request.url.pathname === '/api/my-page/change-password' ? { body: { success: true, user: testUser() } } : undefined,
    );
    await submitPasswords(user, 'oldpass1', 'newpass12', 'newpass12');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/password-finish'));
    expect(posts(seen, '/api/my-page/change-password').map((r) => r.body)).toEqual([
      { current_password: 'oldpass1', password: 'newpass12' },
    ]);
  });
});
