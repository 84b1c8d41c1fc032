import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ReviewItem } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

const item: ReviewItem = {
  id: 7,
  title: '審査待ちの古民家',
  prefecture_name: '石川県',
  municipality: '輪島市',
  address_public: '輪島市河井町',
  address_private: '輪島市河井町1-2-3',
  price_man_yen: 300,
  description: '説明',
  moderation_status: 'pending',
  moderation_reason: null,
  seller: { id: 2, email: 'seller@example.jp', name: '売主 太郎' },
  contact: { name: '売主 太郎', name_kana: 'うりぬし', phone: '090-1234-5678', email: 'seller@example.jp' },
  images: [],
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
};

describe('/my-page/staff/review', () => {
  test('a normal user gets the 404 page (the API answers 404)', async () => {
    mockFetch((_url, { url }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
    });
    renderMyPage('/my-page/staff/review');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  test('staff send back only with a reason (the reason goes to the API)', async () => {
    const { seen } = mockFetch((_url, { url, method, body }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      if (url.pathname === '/api/staff/review' && method === 'GET') return { body: { items: [item] } };
      if (url.pathname === '/api/staff/review/7/send-back') {
        const reason = (body as { reason?: string }).reason ?? '';
        return reason
          ? { body: { ...item, moderation_status: 'returned', moderation_reason: reason } }
          : { status: 400, body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { reason: [MESSAGES.required] } } };
      }
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
    });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/review');
    const card = await screen.findByRole('article', { name: '審査待ちの古民家' }, { timeout: 8000 });
    expect(within(card).getByText('輪島市河井町1-2-3')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '差し戻す' }));
    expect(await within(card).findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent(MESSAGES.required);
    await user.type(within(card).getByLabelText(/差し戻し・停止の理由/), '写真を追加してください');
    await user.click(within(card).getByRole('button', { name: '差し戻す' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('差し戻しました。'), { timeout: 8000 });
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reason: '' }, { reason: '写真を追加してください' }]);
  });
});
