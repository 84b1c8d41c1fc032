import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';
import type { ContactSummary } from '../../../store/select-contacts';

// The contact list comes with the deals work; here the one selector is fed directly.
let mockContacts: ContactSummary[] = [];
jest.mock('../../../store/select-contacts', () => ({ selectContacts: () => mockContacts }));

afterEach(() => {
  jest.restoreAllMocks();
  mockContacts = [];
});

const BEFORE_START: ContactSummary = { contact_id: 42, contact_status: '商談開始前' };

function api({ check = '要確認' as string | null, dismissed = false, dismissStatus = 200 } = {}) {
  return mockFetch((_url, request) => {
    const path = request.url.pathname;
    if (path === '/api/common/base-data')
      return { body: { ...testBaseData({ user: testUser({ check_name_address: check }) }), profileAlertDismissed: dismissed } };
    if (path === '/api/my-page/profile-alert/dismiss')
      return dismissStatus === 200
        ? { body: { success: true } }
        : { status: dismissStatus, body: { statusCode: dismissStatus, error: 'Error', message: MESSAGES.serverError } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
}

async function homeShown() {
  await screen.findByRole('heading', { level: 1, name: 'マイページ' });
}

describe('profile alert on /my-page', () => {
  it('is shown with the contracts text and links to the change request form of the contact', async () => {
    mockContacts = [{ contact_id: 7, contact_status: '商談開始後' }, BEFORE_START];
    api();
    renderMyPage('/my-page');
    const alert = await screen.findByTestId('profile-alert');
    expect(alert).toHaveTextContent(MESSAGES.profileAlert);
    expect(screen.getByRole('link', { name: MESSAGES.profileAlertButton })).toHaveAttribute('href', '/my-page/profile/update?id=42');
  });

  it('is hidden while no contacts exist (the contact list is not loaded yet)', async () => {
    api();
    renderMyPage('/my-page');
    await homeShown();
    expect(screen.queryByTestId('profile-alert')).not.toBeInTheDocument();
  });

  it('is hidden without a contact in status 商談開始前', async () => {
    mockContacts = [{ contact_id: 7, contact_status: '商談開始後' }];
    api();
    renderMyPage('/my-page');
    await homeShown();
    expect(screen.queryByTestId('profile-alert')).not.toBeInTheDocument();
  });

  it.each([null, '確認済み'])('is hidden when check_name_address is %p', async (check) => {
    mockContacts = [BEFORE_START];
    api({ check });
    renderMyPage('/my-page');
    await homeShown();
    expect(screen.queryByTestId('profile-alert')).not.toBeInTheDocument();
  });

  it('is hidden when the base data says it was dismissed', async () => {
    mockContacts = [BEFORE_START];
    api({ dismissed: true });
    renderMyPage('/my-page');
    await homeShown();
    expect(screen.queryByTestId('profile-alert')).not.toBeInTheDocument();
  });

  it('closing it posts the dismissal and hides it', async () => {
    const user = userEvent.setup();
    mockContacts = [BEFORE_START];
    const { seen } = api();
    renderMyPage('/my-page');
    await screen.findByTestId('profile-alert');
    await user.click(screen.getByRole('button', { name: 'このお知らせを閉じる' }));
    expect(screen.queryByTestId('profile-alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/my-page/profile-alert/dismiss']),
    );
  });

  it('comes back when the dismissal fails', async () => {
    const user = userEvent.setup();
    mockContacts = [BEFORE_START];
    api({ dismissStatus: 500 });
    renderMyPage('/my-page');
    await screen.findByTestId('profile-alert');
    await user.click(screen.getByRole('button', { name: 'このお知らせを閉じる' }));
    expect(await screen.findByTestId('profile-alert')).toBeInTheDocument();
  });
});
