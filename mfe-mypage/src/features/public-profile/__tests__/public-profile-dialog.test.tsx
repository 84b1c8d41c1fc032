import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { showProfile } from '@akiya/shared-ui';
import type { FakeAnswer } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';
import { PUBLIC_PROFILE_NOT_FOUND } from '../components/public-profile-dialog';

afterEach(() => jest.restoreAllMocks());

function api(answer: (userId: string) => FakeAnswer) {
  return mockFetch((_url, request) => {
    const path = request.url.pathname;
    if (path === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
    const m = /^\/api\/my-page\/get-user-public\/(\d+)$/.exec(path);
    if (m) return answer(m[1]);
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
}

async function openFor(userId: number) {
  const view = renderMyPage('/my-page');
  await screen.findByTestId('my-page-frame');
  act(() => {
    view.store.dispatch(showProfile(userId));
  });
  return view;
}

describe('public profile dialog', () => {
  it('is closed until showProfile(id)', async () => {
    api(() => ({ body: { name: '佐藤', contact_count: 2 } }));
    renderMyPage('/my-page');
    await screen.findByTestId('my-page-frame');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows loading, then the name and the in-progress enquiries', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { seen } = api(() => ({ body: { name: '佐藤', contact_count: 3 } }));
    // Hold the answer back to see the loading state.
    const fetchSpy = globalThis.fetch as jest.Mock;
    const original = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input: Request) => {
      if (String(input instanceof Request ? input.url : input).includes('get-user-public')) await gate;
      return original(input);
    });
    await openFor(9);
    const dialog = screen.getByRole('dialog', { name: 'プロフィール' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('プロフィールを読み込み中…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('佐藤')).toBeInTheDocument();
    expect(screen.getByText('進行中の問い合わせ')).toBeInTheDocument();
    expect(screen.getByText('3件')).toBeInTheDocument();
    expect(seen.some((r) => r.url.pathname === '/api/my-page/get-user-public/9')).toBe(true);
  });

  it('says so when the user cannot be shown (404)', async () => {
    api(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } }));
    await openFor(404);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_PROFILE_NOT_FOUND);
  });

  it('shows the server message on another failure', async () => {
    api(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } }));
    await openFor(5);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('focuses the close button, keeps Tab inside, and closes on Escape and on 閉じる', async () => {
    const user = userEvent.setup();
    api(() => ({ body: { name: '佐藤', contact_count: 0 } }));
    const { store } = await openFor(9);
    await screen.findByText('0件');
    const close = screen.getByRole('button', { name: MESSAGES.close });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().common.profileUserId).toBeNull();

    act(() => {
      store.dispatch(showProfile(9));
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when showProfile(null) is dispatched', async () => {
    api(() => ({ body: { name: '佐藤', contact_count: 1 } }));
    const { store } = await openFor(9);
    await screen.findByText('1件');
    act(() => {
      store.dispatch(showProfile(null));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
