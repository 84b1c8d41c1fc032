import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { answersByRoute, mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderAt, where } from '../../../testing/render-at';
import { REGISTER_DRAFT_KEY } from '../utils/register-fields';
import { RegisterPage } from './register-page';

const box = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const free = { status: 200, body: { success: true, message: null } };

function renderRegister(path = '/login/register') {
  return renderAt(<RegisterPage />, path);
}

async function fillValid() {
  await userEvent.type(box('姓'), '山田');
  await userEvent.type(box('名'), '太郎');
  await userEvent.type(box('せい'), 'やまだ');
  await userEvent.type(box('めい'), 'たろう');
  await userEvent.type(box('メールアドレス'), 'taro@example.jp');
  await userEvent.type(box('パスワード'), 'abc12345');
  await userEvent.type(box('電話番号'), '090-1234-5678');
  await userEvent.type(box('住所'), '東京都渋谷区神宮前1-1-1');
  await userEvent.type(box('郵便番号'), '1500001');
  await userEvent.click(screen.getByRole('checkbox', { name: /^利用規約\s?に同意する$/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^プライバシーポリシー\s?に同意する$/ }));
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('RegisterPage form', () => {
  it('has every field of REGISTRATION_RULES and links to the terms and the privacy policy', () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderRegister();
    for (const label of ['姓', '名', 'せい', 'めい', 'メールアドレス', 'パスワード', '電話番号', '郵便番号', '住所']) expect(box(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/however');
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('submitting empty marks every field 必須項目です with aria-invalid and aria-describedby, and posts nothing', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    for (const label of ['姓', '名', 'せい', 'めい', 'メールアドレス', 'パスワード', '電話番号', '郵便番号', '住所']) {
      const input = box(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = input.getAttribute('aria-describedby')!.split(' ');
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(MESSAGES.required);
    }
    for (const name of [/^利用規約\s?に同意する$/, /^プライバシーポリシー\s?に同意する$/]) {
      const check = screen.getByRole('checkbox', { name });
      expect(check).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(check.getAttribute('aria-describedby')!)).toHaveTextContent('必須項目です');
    }
    expect(box('姓')).toHaveFocus();
    expect(calls.filter((c) => c.path === '/api/login/post-register')).toHaveLength(0);
  });

  it.each([
    ['姓', 'あ'.repeat(51), '50文字以内にしてください'],
    ['名', 'い'.repeat(51), '50文字以内にしてください'],
    ['せい', 'ヤマダ', 'ひらがなで入力してください'],
    ['めい', 'taro', 'ひらがなで入力してください'],
    ['メールアドレス', 'taro@', '有効なメールアドレスではありません'],
    ['パスワード', 'abc', '半角英数字6〜20文字以内で入力してください'],
    ['パスワード', 'abc 12345', '半角英数字6〜20文字以内で入力してください'],
    ['電話番号', '09012345678', '正しい電話番号かご確認ください'],
    ['郵便番号', '150-0001', '不正な郵便番号です'],
    ['住所', 'あ'.repeat(201), '200文字以内にしてください'],
  ])('%s: "%s" shows "%s" on blur, and the message goes once fixed', async (label, value, message) => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() }, '/api/user/check-email-exists': free }));
    renderRegister();
    const input = box(label);
    await userEvent.click(input);
    await userEvent.paste(value);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, label === '郵便番号' ? '1' : 'ok');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('accepts hiragana with the long-vowel mark and the ideographic space', async () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderRegister();
    await userEvent.type(box('せい'), 'らーめん\u3000や');
    await userEvent.tab();
    expect(screen.queryByText(MESSAGES.hiragana)).not.toBeInTheDocument();
  });

  it('checks the address on the server 500 ms after typing stops, once, and shows email-exists', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/user/check-email-exists': { status: 200, body: { success: false, message: 'email-exists' } },
    }));
    renderRegister();
    await userEvent.type(box('メールアドレス'), 'buyer@example.jp');
    const checks = () => calls.filter((c) => c.path === '/api/user/check-email-exists').map(({ method, path, body }) => ({ method, path, body }));
    expect(checks()).toHaveLength(0);
    expect(await screen.findByText('すでに登録済みのメールアドレスです', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(checks()).toEqual([{ method: 'POST', path: '/api/user/check-email-exists', body: { email: 'buyer@example.jp' } }]);
    expect(box('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['not-verified', MESSAGES.notVerified],
    ['disabled-login', 'このアカウントは無効です。※ご不明点は家いちば（support@ieichiba.example）までお問い合わせください。'],
  ])('shows the contracts message for %s', async (code, message) => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/user/check-email-exists': { status: 200, body: { success: false, message: code } },
    }));
    renderRegister();
    await userEvent.type(box('メールアドレス'), 'someone@example.jp');
    expect(await screen.findByText(message, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('a malformed address is not sent to the server', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() }, '/api/user/check-email-exists': free }));
    renderRegister();
    await userEvent.type(box('メールアドレス'), 'not-an-address');
    await new Promise((r) => setTimeout(r, 700));
    expect(calls.filter((c) => c.path === '/api/user/check-email-exists')).toHaveLength(0);
  });

  it('7 digits in 郵便番号 look up the address and fill an empty 住所, but never overwrite one', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/address/1500001': { status: 200, body: { zipcode: '1500001', prefecture: '東京都', prefecture_code: '13', city: '渋谷区', town: '神宮前' } },
      '/api/address/3900811': { status: 200, body: { zipcode: '3900811', prefecture: '長野県', prefecture_code: '20', city: '松本市', town: '中央' } },
    }));
    renderRegister();
    await userEvent.type(box('郵便番号'), '1500001');
    await waitFor(() => expect(box('住所')).toHaveValue('東京都渋谷区神宮前'));
    expect(calls.filter((c) => c.path.startsWith('/api/address/'))).toHaveLength(1);
    await userEvent.clear(box('郵便番号'));
    await userEvent.type(box('郵便番号'), '3900811');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/address/3900811')).toHaveLength(1));
    expect(box('住所')).toHaveValue('東京都渋谷区神宮前');
  });

  it('posts multipart form data and goes to the temporary-registration page', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/user/check-email-exists': free,
      '/api/address/1500001': { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.addressNotFound } },
      '/api/login/post-register': { status: 200, body: { success: true, redirect: '/login/register?complete=1&temporary=1' } },
    }));
    renderRegister();
    await fillValid();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/check-email-exists')).toBe(true), { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(where()).toBe('/login/register?complete=1&temporary=1'));
    expect(calls.find((c) => c.path === '/api/login/post-register')?.body).toEqual({
      last_name: '山田',
      first_name: '太郎',
      last_name_kana: 'やまだ',
      first_name_kana: 'たろう',
      email: 'taro@example.jp',
      password: 'abc12345',
      phone: '090-1234-5678',
      zipcode: '1500001',
      address: '東京都渋谷区神宮前1-1-1',
      agree_terms: 'true',
      agree_privacy: 'true',
    });
    expect(window.sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  });

  it('server errors: 入力エラーがあります。 with one bullet per field (first message each), fields marked, nothing lost', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/user/check-email-exists': free,
      '/api/address/1500001': { status: 404, body: {} },
      '/api/login/post-register': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: '入力エラーがあります。',
          errors: { email: ['すでに登録済みのメールアドレスです', 'second'], phone: ['正しい電話番号かご確認ください'] },
        },
      },
    }));
    renderRegister();
    await fillValid();
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    const summary = await screen.findByText('入力エラーがあります。');
    const items = within(summary.parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['メールアドレス：すでに登録済みのメールアドレスです', '電話番号：正しい電話番号かご確認ください']);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(box('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(box('電話番号')).toHaveAttribute('aria-invalid', 'true');
    expect(box('姓')).toHaveValue('山田');
    expect(box('パスワード')).toHaveValue('abc12345');
    expect(screen.getByRole('checkbox', { name: /^利用規約\s?に同意する$/ })).toBeChecked();
    expect(where()).toBe('/login/register');
  });

  it('keeps what was typed (but not the password) across a remount through sessionStorage', async () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() }, '/api/user/check-email-exists': free, '/api/address/1500001': { status: 404, body: {} } }));
    const first = renderRegister();
    await fillValid();
    first.unmount();
    renderRegister();
    expect(box('姓')).toHaveValue('山田');
    expect(box('めい')).toHaveValue('たろう');
    expect(box('メールアドレス')).toHaveValue('taro@example.jp');
    expect(box('電話番号')).toHaveValue('090-1234-5678');
    expect(box('郵便番号')).toHaveValue('1500001');
    expect(box('住所')).toHaveValue('東京都渋谷区神宮前1-1-1');
    expect(screen.getByRole('checkbox', { name: /^プライバシーポリシー\s?に同意する$/ })).toBeChecked();
    expect(box('パスワード')).toHaveValue('');
    expect(window.sessionStorage.getItem(REGISTER_DRAFT_KEY)).not.toContain('abc12345');
  });

  it('complete=1&temporary=1 shows 仮登録が完了しました and asks to open the mail', () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderRegister('/login/register?complete=1&temporary=1');
    expect(screen.getByRole('heading', { name: '仮登録が完了しました' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('確認メール');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/outbox/)).not.toBeInTheDocument();
  });
});
