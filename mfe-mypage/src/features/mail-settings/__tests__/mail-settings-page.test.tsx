import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_SETTINGS_SAVED, MESSAGES, type MailReceivingSettings } from '@akiya/contracts';
import { commonApi } from '@akiya/shared-ui';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

describe('/my-page/mail-settings', () => {
  it('shows the three toggles and saves one per switch (types 1, 2, 3), updating base data', async () => {
    const user = userEvent.setup();
    let settings: MailReceivingSettings = { waitingForReopening: true, newProperties: true, others: false };
    const { seen } = mockFetch((_url, r) => {
      if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser(), mailReceivingSettings: settings }) };
      if (r.url.pathname === '/api/my-page/mail-settings' && r.method === 'GET') return { body: { success: true, mailReceivingSettings: settings } };
      if (r.url.pathname === '/api/my-page/mail-settings') {
        const { type, value } = r.body as { type: number; value: boolean };
        const kind = (['waitingForReopening', 'newProperties', 'others'] as const)[type - 1];
        settings = { ...settings, [kind]: value };
        return { body: { success: true, mailReceivingSettings: settings } };
      }
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
    });
    const { store } = renderMyPage('/my-page/mail-settings');
    const list = await screen.findByRole('list', { name: '受け取るメール' });
    const newProps = within(list).getByRole('switch', { name: '新着物件のお知らせ' });
    expect(newProps).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'その他のお知らせ' })).not.toBeChecked();
    expect(within(list).getByRole('switch', { name: '再開待ちのお知らせ' })).toBeChecked();

    await user.click(newProps);
    expect(await screen.findByText(`新着物件のお知らせを受け取らない設定にしました。${MAIL_SETTINGS_SAVED}`)).toBeInTheDocument();
    await waitFor(() => expect(newProps).not.toBeChecked());
    await user.click(within(list).getByRole('switch', { name: 'その他のお知らせ' }));
    expect(await screen.findByText(`その他のお知らせを受け取る設定にしました。${MAIL_SETTINGS_SAVED}`)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { type: 2, value: false },
      { type: 3, value: true },
    ]);
    await waitFor(() =>
      expect(commonApi.endpoints.getBaseData.select()(store.getState()).data?.mailReceivingSettings).toEqual({
        waitingForReopening: true,
        newProperties: false,
        others: true,
      }),
    );
  });

  it('keeps the toggle as it was and shows the error when saving fails', async () => {
    const user = userEvent.setup();
    mockFetch((_url, r) => {
      if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      if (r.method === 'GET') return { body: { success: true, mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true } } };
      return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } };
    });
    renderMyPage('/my-page/mail-settings');
    const toggle = await screen.findByRole('switch', { name: '再開待ちのお知らせ' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    expect(toggle).toBeChecked();
  });

  it('is in the side navigation', async () => {
    mockFetch((_url, r) =>
      r.url.pathname === '/api/common/base-data'
        ? { body: testBaseData({ user: testUser() }) }
        : { body: { success: true, mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true } } },
    );
    renderMyPage('/my-page/mail-settings');
    await screen.findByRole('list', { name: '受け取るメール' });
    expect(screen.getAllByRole('link', { name: /メール受信設定/ }).some((a) => a.getAttribute('href') === '/my-page/mail-settings')).toBe(true);
  });
});
