import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SELLER_MESSAGES, STORAGE_KEYS, type PostedProperty } from '@akiya/contracts';
import { baseData, mockApi, renderContact, USER } from '../../../testing/render-contact';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function stopped(id: number, title: string): PostedProperty {
  return {
    property_id: id,
    is_published: true,
    is_suspension: false,
    is_stop_published: true,
    title,
    image: null,
    price_man_yen: 100,
    root_type: 'published',
    reception: true,
    status: 'stopped',
    status_label: '掲載中止',
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    view_count: 0,
    contact_count: 0,
    can_resume_publication: false,
  };
}

const list = (items: PostedProperty[]) => ({ body: { items, total: items.length, page: 1, limit: 10, totalPages: 1 } });

describe('/forms/republish', () => {
  it('asks a visitor to log in and comes back here afterwards', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ body: baseData(null) }));
    renderContact('/forms/republish?property_id=5');
    expect(await screen.findByText(MESSAGES.loginRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ログインする' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/forms/republish?property_id=5');
  });

  it('lists the stopped listings (preselecting ?property_id), requires a message and sends to /message-finish', async () => {
    const user = userEvent.setup();
    const seen = mockApi((r) => {
      if (r.url.pathname === '/api/my-page/project') return list([stopped(5, '山の家'), stopped(6, '海の家')]);
      if (r.url.pathname === '/api/forms/republish') return { body: { success: true, redirect: '/message-finish' } };
      return { body: baseData(USER) };
    });
    renderContact('/forms/republish?property_id=6');
    expect(await screen.findByRole('radio', { name: /海の家/ })).toBeChecked();
    expect(seen.find((r) => r.url.pathname === '/api/my-page/project')?.url.searchParams.get('status')).toBe('stopped');
    await user.click(screen.getByRole('button', { name: '依頼を送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`ご依頼内容：${MESSAGES.required}`);
    await user.type(screen.getByLabelText(/ご依頼内容/), '写真を差し替えました。');
    await user.click(screen.getByRole('button', { name: '依頼を送信する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージを送信しました' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ property_id: 6, message: '写真を差し替えました。' });
  });

  it('asks to choose a listing, and says so when there is none', async () => {
    const user = userEvent.setup();
    mockApi((r) => (r.url.pathname === '/api/my-page/project' ? list([stopped(5, '山の家')]) : { body: baseData(USER) }));
    const first = renderContact('/forms/republish');
    await user.type(await screen.findByLabelText(/ご依頼内容/), 'お願いします');
    await user.click(screen.getByRole('button', { name: '依頼を送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SELLER_MESSAGES.republishProperty);
    first.unmount();
    jest.restoreAllMocks();
    mockApi((r) => (r.url.pathname === '/api/my-page/project' ? list([]) : { body: baseData(USER) }));
    renderContact('/forms/republish');
    expect(await screen.findByText('掲載中止になっている物件はありません')).toBeInTheDocument();
  });
});
