import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMyPage } from '../../../testing/render-my-page';
import { dealApi, fakeList } from '../../../testing/deal-fixtures';
import type { Topic } from '../api/topics-api';

afterEach(() => jest.restoreAllMocks());

const TOPIC: Topic = { id: 7, title: 'メンテナンスのお知らせ', body: '1行目\n<script>alert(1)</script>', published_at: '2026-05-01T01:00:00Z' };
const OLDER: Topic = { id: 3, title: '年末年始の営業', body: '休みます', published_at: '2026-01-01T01:00:00Z' };

function topicsApi(status = 200) {
  return dealApi(fakeList([], { noReadUserMessageIds: { operator: [1, 2] } }), (r) => {
    if (r.url.pathname === '/api/my-page/topics') return { status, body: status === 200 ? { items: [TOPIC, OLDER] } : { statusCode: status, error: 'x', message: 'x' } };
    if (r.url.pathname === '/api/my-page/topics/7') return { body: TOPIC };
    if (r.url.pathname === '/api/my-page/topics/8') return { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } };
    if (r.url.pathname === '/api/my-page/user/messages') return { body: { items: [], unreadIds: [] } };
    return undefined;
  });
}

describe('/my-page/topics/:id', () => {
  it('shows the title, the date and the body as text', async () => {
    topicsApi();
    renderMyPage('/my-page/topics/7');
    expect(await screen.findByRole('heading', { level: 1, name: TOPIC.title })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: TOPIC.title });
    expect(within(article).getByText('2026/05/01')).toBeInTheDocument();
    const body = article.querySelector('p')!;
    expect(body.textContent).toBe(TOPIC.body);
    expect(document.querySelector('script')).toBeNull();
    expect(within(article).getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/my-page');
  });

  it('an unknown id is the 404 page', async () => {
    topicsApi();
    renderMyPage('/my-page/topics/99');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('a non-digit id is the 404 page', async () => {
    topicsApi();
    renderMyPage('/my-page/topics/abc');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('a failure shows an error, not the 404 page', async () => {
    topicsApi();
    renderMyPage('/my-page/topics/8');
    expect(await screen.findByText('お知らせを読み込めませんでした。')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});

describe('/my-page topics card', () => {
  it('links the operator thread with its unread count and the newest topics', async () => {
    topicsApi();
    renderMyPage('/my-page');
    const card = await screen.findByRole('region', { name: '事務局からのお知らせ' });
    const link = await within(card).findByRole('link', { name: /事務局からのメッセージ/ });
    expect(link).toHaveAttribute('href', '/my-page/user/messages');
    expect(await within(link).findByText('（未読 2件）')).toBeInTheDocument();
    const topicLinks = await within(card).findAllByRole('link', { name: /のお知らせ|営業/ });
    expect(topicLinks.map((l) => l.getAttribute('href'))).toEqual(['/my-page/topics/7', '/my-page/topics/3']);
    await userEvent.click(topicLinks[0]);
    expect(await screen.findByRole('heading', { level: 1, name: TOPIC.title })).toBeInTheDocument();
  });

  it('shows an error when the topics cannot be loaded', async () => {
    topicsApi(500);
    renderMyPage('/my-page');
    const card = await screen.findByRole('region', { name: '事務局からのお知らせ' });
    expect(await within(card).findByText('お知らせを読み込めませんでした。')).toBeInTheDocument();
  });
});
