import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAL_MESSAGES } from '@akiya/contracts';
import { renderMyPage } from '../../../testing/render-my-page';
import { dealApi, fakeDetail, fakeList } from '../../../testing/deal-fixtures';
import type { ContactDetail } from '@akiya/contracts';
import { type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import type { FakeAnswer } from '../../../../../tools/testing/mock-fetch';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const PREVIEW = { preview_date: '2026-01-10', preview_time: null };

function api(detail: ContactDetail, handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined) {
  return dealApi(fakeList([detail]), (r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    if (r.url.pathname === `/api/my-page/contacts/${detail.contact_id}`) return { body: detail };
    if (r.url.pathname === '/api/address/1000001') return { body: { zipcode: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' } };
    return undefined;
  });
}

const APPLICATION = {
  offer_price_man_yen: 280,
  name: '山田 花子',
  name_kana: 'やまだ　はなこ',
  zipcode: '1000001',
  address: '東京都千代田区千代田1-1',
  phone: '03-1234-5678',
  payment_method: 'loan' as const,
  desired_settlement_date: '2099-04-01',
  note: '<b>よろしく</b>',
};

/** Once the form is sent: back on the thread of contact 3; the body of the action the API got. */
async function actionSent(fetchMock: ReturnType<typeof api>) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-page/messages/3'));
  return fetchMock.seen.find((r) => r.url.pathname.endsWith('/actions'))?.body;
}

describe('/my-page/purchase/:id', () => {
  it('shows 入力エラーがあります。 with one bullet per field, then sends the application', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 3, contact_status: '内覧後・購入申込書送付', preview: PREVIEW, version: 4 });
    const seen = api(detail, (r) => (r.url.pathname.endsWith('/actions') ? { body: detail } : undefined));
    renderMyPage('/my-page/purchase/3?via=buyerPurchaseApplication');
    expect(await screen.findByRole('heading', { level: 1, name: '購入申込書' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('お名前'));
    await user.type(screen.getByLabelText('お名前（ふりがな）'), 'ヤマダ');
    await user.type(screen.getByLabelText('郵便番号'), '123');
    await user.type(screen.getByLabelText('電話番号'), '0312345678');
    await user.click(screen.getByRole('button', { name: '購入申込書を提出する' }));
    const summary = await screen.findByTestId('form-error-summary');
    expect(summary).toHaveTextContent('入力エラーがあります。');
    const bullets = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(bullets).toEqual([
      '購入希望価格（万円）：必須項目です',
      'お名前：必須項目です',
      'お名前（ふりがな）：ひらがなで入力してください',
      '郵便番号：不正な郵便番号です',
      '住所：必須項目です',
      '電話番号：正しい電話番号かご確認ください',
      'お支払い方法：必須項目です',
      '決済希望日：必須項目です',
    ]);
    expect(seen.seen.some((r) => r.url.pathname.endsWith('/actions'))).toBe(false);

    await user.type(screen.getByLabelText('購入希望価格（万円）'), '280');
    await user.type(screen.getByLabelText('お名前'), '山田 花子');
    await user.clear(screen.getByLabelText('お名前（ふりがな）'));
    await user.type(screen.getByLabelText('お名前（ふりがな）'), 'やまだ　はなこ');
    await user.clear(screen.getByLabelText('郵便番号'));
    await user.type(screen.getByLabelText('郵便番号'), '1000001');
    await waitFor(() => expect(screen.getByLabelText('住所')).not.toHaveValue(''));
    await user.clear(screen.getByLabelText('住所'));
    await user.type(screen.getByLabelText('住所'), '東京都千代田区千代田1-1');
    await user.clear(screen.getByLabelText('電話番号'));
    await user.type(screen.getByLabelText('電話番号'), '03-1234-5678');
    await user.click(screen.getByLabelText('ローン'));
    await user.type(screen.getByLabelText('決済希望日'), '2099-04-01');
    await user.type(screen.getByLabelText('備考'), '<b>よろしく</b>');
    await user.click(screen.getByRole('button', { name: '購入申込書を提出する' }));
    expect(await actionSent(seen)).toEqual({
      transition: 'submitApplication',
      via: 'buyerPurchaseApplication',
      version: 4,
      application: APPLICATION,
    });
  });

  it('without an allowed application move: the not-allowed message', async () => {
    api(fakeDetail({ contact_id: 3, contact_status: '購入申込書提出', preview: PREVIEW }));
    renderMyPage('/my-page/purchase/3');
    expect(await screen.findByText(DEAL_MESSAGES.notAllowed)).toBeInTheDocument();
  });
});

describe('/my-page/response-purchase/:id', () => {
  it('shows the application as text and offers accept / adjust (reason) / hold / reject (reason)', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 3, contact_status: '購入申込書提出', is_seller: true, application: APPLICATION });
    const seen = api(detail, (r) => (r.url.pathname.endsWith('/actions') ? { body: detail } : undefined));
    renderMyPage('/my-page/response-purchase/3');
    expect(await screen.findByText('<b>よろしく</b>')).toBeInTheDocument();
    expect(screen.getByText('280万円')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: '購入申込書へのお返事' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['承諾する', '条件を調整する', '保留する', 'お断りする']);
    await user.click(within(group).getByRole('button', { name: '条件を調整する' }));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByText(DEAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('理由'), '価格を300万円でお願いします');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await actionSent(seen)).toMatchObject({
      transition: 'adjustApplication',
      via: 'sellerApplicationResponse',
      reason: '価格を300万円でお願いします',
    });
  });

  it('the buyer cannot respond', async () => {
    api(fakeDetail({ contact_id: 3, contact_status: '購入申込書提出', application: APPLICATION, preview: PREVIEW }));
    renderMyPage('/my-page/response-purchase/3');
    expect(await screen.findByText(DEAL_MESSAGES.notAllowed)).toBeInTheDocument();
  });
});
