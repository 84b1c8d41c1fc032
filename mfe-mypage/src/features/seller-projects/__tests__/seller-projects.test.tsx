import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PUBLISH_ACTION_DONE, SELLER_MESSAGES } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { fakePostedProperty } from '../../../testing/fixtures';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };

function api(handler: (r: SeenRequest) => ReturnType<Parameters<typeof mockFetch>[0]> | undefined) {
  return mockFetch((_url, request) => {
    if (request.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
    return handler(request) ?? notFound;
  });
}

describe('/my-page/project', () => {
  it('lists the seller’s listings with status chips, facts and links', async () => {
    const { seen } = api((r) =>
      r.url.pathname === '/api/my-page/project'
        ? {
            body: {
              items: [fakePostedProperty(), fakePostedProperty({ property_id: 13, title: '山の家', status: 'stopped', status_label: '掲載中止', is_stop_published: true, image: null })],
              total: 12,
              page: 1,
              limit: 10,
              totalPages: 2,
            },
          }
        : undefined,
    );
    renderMyPage('/my-page/project');
    const list = await screen.findByRole('list', { name: '掲載物件の一覧' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('掲載中')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: '海が見える古民家' })).toHaveAttribute('href', '/project/12');
    expect(within(cards[0]).getByText('300万円')).toBeInTheDocument();
    expect(within(cards[0]).getByText('1,234')).toBeInTheDocument();
    expect(within(cards[0]).getByText('2026年1月10日')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: /掲載状態を変更/ })).toHaveAttribute('href', '/my-page/change-publish/12');
    expect(within(cards[0]).getByRole('link', { name: /内容を編集/ })).toHaveAttribute('href', '/post?id=12');
    expect(within(cards[0]).getByRole('link', { name: /問い合わせを見る/ })).toHaveAttribute('href', '/my-page/project/messages/12');
    // a stopped listing: no link to its (hidden) page, but a republish request
    expect(within(cards[1]).getByText('掲載中止')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('link', { name: '山の家' })).toBeNull();
    expect(within(cards[1]).getByRole('link', { name: /再掲載を依頼/ })).toHaveAttribute('href', '/forms/republish?property_id=13');
    expect(within(cards[1]).getByText('写真なし')).toBeInTheDocument();
    expect(screen.getByText('全12件（1 / 2 ページ）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '次のページ' })).toHaveAttribute('href', '/my-page/project/page/2');
    expect(seen.find((r) => r.url.pathname === '/api/my-page/project')?.url.searchParams.get('page')).toBe('1');
  });

  it('shows the empty state for a user without listings', async () => {
    api((r) => (r.url.pathname === '/api/my-page/project' ? { body: { items: [], total: 0, page: 1, limit: 10, totalPages: 0 } } : undefined));
    renderMyPage('/my-page/project');
    expect(await screen.findByText('掲載中の物件はまだありません')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '物件を掲載する' })[0]).toHaveAttribute('href', '/post');
  });

  it('asks for the page of /my-page/project/page/:page and shows the 404 page past the last page', async () => {
    const { seen } = api((r) => (r.url.pathname === '/api/my-page/project' ? notFound : undefined));
    renderMyPage('/my-page/project/page/5');
    expect(await screen.findByRole('link', { name: 'トップページに戻る' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '掲載物件の一覧' })).toBeNull();
    await waitFor(() => expect(seen.some((r) => r.url.searchParams.get('page') === '5')).toBe(true));
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    api((r) =>
      r.url.pathname === '/api/my-page/project'
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError } }
        : undefined,
    );
    renderMyPage('/my-page/project');
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.retry })).toBeInTheDocument();
  });
});

describe('/my-page/change-publish/:id', () => {
  it('shows the state, asks for a choice, confirms, posts and returns with the success message', async () => {
    const user = userEvent.setup();
    let current = fakePostedProperty();
    const { seen } = api((r) => {
      if (r.url.pathname === '/api/my-page/project/12') return { body: { property: current } };
      if (r.url.pathname === '/api/my-page/change-publish/12') {
        current = fakePostedProperty({ is_suspension: true, status: 'suspended', status_label: '受付休止中' });
        return { body: { success: true, property: current, message: PUBLISH_ACTION_DONE.suspend } };
      }
      if (r.url.pathname === '/api/my-page/project') return { body: { items: [current], total: 1, page: 1, limit: 10, totalPages: 1 } };
      return undefined;
    });
    renderMyPage('/my-page/change-publish/12');
    const state = await screen.findByRole('region', { name: '現在の状態' });
    expect(within(state).getByText('海が見える古民家')).toBeInTheDocument();
    expect(within(state).getByText('掲載中')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /掲載を再開/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(screen.getByText(SELLER_MESSAGES.publishAction)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /受付休止/ }));
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    const confirm = screen.getByRole('region', { name: '変更内容の確認' });
    expect(within(confirm).getByText('受付休止')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '変更内容の確認' })).toHaveFocus();

    await user.click(within(confirm).getByRole('button', { name: '戻る' }));
    expect(screen.getByRole('radio', { name: /受付休止/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await user.click(screen.getByRole('button', { name: '変更する' }));

    expect(await screen.findByText(PUBLISH_ACTION_DONE.suspend)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page\/project$/);
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ action: 'suspend' });
    expect(await screen.findByText('受付休止中')).toBeInTheDocument();
  });

  it('offers resuming a listing the seller stopped, and the republish form for one the operator stopped', async () => {
    api((r) =>
      r.url.pathname === '/api/my-page/project/12'
        ? { body: { property: fakePostedProperty({ is_stop_published: true, status: 'stopped', status_label: '掲載中止', can_resume_publication: true }) } }
        : r.url.pathname === '/api/my-page/project/13'
          ? { body: { property: fakePostedProperty({ property_id: 13, is_stop_published: true, status: 'stopped', status_label: '掲載中止' }) } }
          : undefined,
    );
    const first = renderMyPage('/my-page/change-publish/12');
    expect(await screen.findByRole('radio', { name: /掲載を再開/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    first.unmount();
    renderMyPage('/my-page/change-publish/13');
    expect(await screen.findByText(SELLER_MESSAGES.publishResumeByOperator)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: '再掲載を依頼する' })).toHaveAttribute('href', '/forms/republish?property_id=13');
  });

  it('shows the server’s message when the change is refused and keeps the user on the page', async () => {
    const user = userEvent.setup();
    api((r) => {
      if (r.url.pathname === '/api/my-page/project/12') return { body: { property: fakePostedProperty() } };
      if (r.url.pathname === '/api/my-page/change-publish/12') {
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: SELLER_MESSAGES.publishActionUnavailable } };
      }
      return undefined;
    });
    renderMyPage('/my-page/change-publish/12');
    await user.click(await screen.findByRole('radio', { name: /掲載中止/ }));
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SELLER_MESSAGES.publishActionUnavailable);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-page/change-publish/12');
  });

  it('shows the 404 page for a listing that is not the user’s', async () => {
    api(() => undefined);
    renderMyPage('/my-page/change-publish/99');
    expect(await screen.findByRole('link', { name: 'トップページに戻る' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '現在の状態' })).toBeNull();
  });
});
