import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITORIAL_LIMITS, EDITORIAL_MESSAGES, MESSAGES } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { fakeStaffArticle } from '../../../testing/fixtures';
import { renderMyPage } from '../../../testing/render-my-page';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const staffUser = () => testUser({ id: 9, email: 'staff@example.jp', is_staff: true });

const T = 30_000;

/** The staff API of these tests; `extra` answers first. */
function staffApi(extra: (request: SeenRequest) => FakeAnswer | undefined = () => undefined, user = staffUser()) {
  return mockFetch((_url, request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === '/api/common/base-data') return { body: testBaseData({ user }) };
    if (request.method === 'POST' && request.path === '/api/staff/editorial/preview') {
      const markdown = (request.body as { markdown: string }).markdown;
      return { body: { html: `<h2>${markdown.replace(/^#+\s*/, '')}</h2>` } };
    }
    return undefined;
  });
}

/** Opens the form of a new blog entry (保健室だより) and types its title and body. */
async function writeNewBlogEntry(title: string, body: string) {
  renderMyPage('/my-page/staff/editorial/blog/new');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: '保健室だよりを書く' }, { timeout: T });
  await user.type(within(form).getByLabelText(/タイトル/), title);
  fireEvent.change(within(form).getByLabelText(/本文/), { target: { value: body } });
  return { user, form };
}

describe('staff editorial screens', () => {
  test('everyone but staff gets the 404 page, and no staff call is made', async () => {
    const fetch = staffApi(undefined, testUser());
    renderMyPage('/my-page/staff/editorial/blog/new');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: T })).toBeInTheDocument();
    expect(fetch.seen.some((r) => r.path.startsWith('/api/staff'))).toBe(false);
  });

  test('the list shows drafts and published entries of one type, with a link to write a new one', async () => {
    const fetch = staffApi((r) =>
      r.path === '/api/staff/articles'
        ? {
            body: {
              items: [fakeStaffArticle({ id: 5, title: '下書きの記事' }), fakeStaffArticle({ id: 4, title: '公開中の記事', status: 'published', publishedAt: '2026-04-01T00:00:00.000Z' })],
              total: 2,
              page: 1,
              limit: 10,
              totalPages: 1,
            },
          }
        : undefined,
    );
    renderMyPage('/my-page/staff/editorial/blog');
    const list = await screen.findByRole('list', { name: '保健室だよりの一覧' }, { timeout: T });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('下書き');
    expect(within(items[0]).getByRole('link', { name: '下書きの記事' })).toHaveAttribute('href', '/my-page/staff/editorial/blog/5');
    expect(items[1]).toHaveTextContent('公開中');
    expect(items[1]).toHaveTextContent('2026年4月1日');
    expect(screen.getByRole('link', { name: '新しく書く' })).toHaveAttribute('href', '/my-page/staff/editorial/blog/new');
    expect(fetch.requestsTo('/api/staff/articles')[0].searchParams.get('type')).toBe('7');
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/my-page/staff/editorial/news');
  });

  test('a title and a body over their limits get the field messages; nothing typed is lost and nothing is sent', async () => {
    const fetch = staffApi();
    renderMyPage('/my-page/staff/editorial/blog/new');
    const form = await screen.findByRole('form', { name: '保健室だよりを書く' }, { timeout: T });
    const longTitle = 'あ'.repeat(EDITORIAL_LIMITS.title + 1);
    const longBody = 'い'.repeat(EDITORIAL_LIMITS.body + 1);
    fireEvent.change(within(form).getByLabelText(/タイトル/), { target: { value: longTitle } });
    fireEvent.change(within(form).getByLabelText(/本文/), { target: { value: longBody } });
    await userEvent.setup().click(within(form).getByRole('button', { name: '下書きを保存する' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.formError);
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `タイトル：${EDITORIAL_LIMITS.title}文字以内にしてください`,
      `本文（Markdown）：${EDITORIAL_LIMITS.body}文字以内にしてください`,
    ]);
    expect(within(form).getByLabelText(/タイトル/)).toHaveValue(longTitle);
    expect(within(form).getByLabelText(/タイトル/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/本文/)).toHaveValue(longBody);
    expect(form).toHaveTextContent('30,001 / 30,000文字');
    expect(fetch.seen.filter((r) => r.method === 'POST' && r.path === '/api/staff/articles')).toHaveLength(0);
  });

  test('the preview beside the editor is the API renderer’s HTML of what is typed', async () => {
    const fetch = staffApi();
    renderMyPage('/my-page/staff/editorial/news/new');
    const form = await screen.findByRole('form', { name: 'お知らせを書く' }, { timeout: T });
    const panel = within(form).getByRole('tabpanel', { name: 'プレビュー' });
    expect(panel).toHaveTextContent('本文を入力するとここに表示されます。');
    fireEvent.change(within(form).getByLabelText(/本文/), { target: { value: '## 年末年始の営業' } });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2, name: '年末年始の営業' })).toBeInTheDocument(), { timeout: T });
    expect(fetch.seen.filter((r) => r.path === '/api/staff/editorial/preview').map((r) => r.body)).toEqual([{ markdown: '## 年末年始の営業' }]);
    // Mobile: the tabs switch the panes.
    await userEvent.setup().click(within(form).getByRole('tab', { name: 'プレビュー' }));
    expect(within(form).getByRole('tab', { name: 'プレビュー' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a new article is saved as a draft with its type, then shown at its own address', async () => {
    const fetch = staffApi((r) => {
      if (r.method === 'POST' && r.path === '/api/staff/articles') return { status: 201, body: fakeStaffArticle({ ...(r.body as object), id: 77, version: 1 }) };
      if (r.method === 'GET' && r.path === '/api/staff/articles/77') return { body: fakeStaffArticle({ id: 77, title: '春の庭', body: '庭の話', version: 1, tags: [] }) };
      return undefined;
    });
    const { user, form } = await writeNewBlogEntry('春の庭', '庭の話');
    await user.click(within(form).getByRole('button', { name: '下書きを保存する' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-page/staff/editorial/blog/77'), { timeout: T });
    const edit = await screen.findByRole('form', { name: '保健室だよりを編集' }, { timeout: T });
    expect(await within(edit).findByText('下書きを保存しました。')).toHaveAttribute('role', 'status');
    expect(within(edit).getByRole('link', { name: '公開ページでプレビュー' })).toHaveAttribute('href', '/blog/77?preview=1');
    const sent = fetch.seen.find((r) => r.method === 'POST' && r.path === '/api/staff/articles')!.body;
    expect(sent).toMatchObject({ type: 7, title: '春の庭', body: '庭の話', tags: [], coverPath: null, propertyId: null, slug: null, publishedAt: null });
  });

  test('a new entry saved but not published (the publish fails) is at its own address, not saved twice', async () => {
    const fetch = staffApi((r) => {
      if (r.method === 'POST' && r.path === '/api/staff/articles') return { status: 201, body: fakeStaffArticle({ id: 78, version: 1, title: '夏の庭', body: '本文' }) };
      if (r.method === 'POST' && r.path === '/api/staff/articles/78/publish') return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '内部エラーが発生しました（500）。' } };
      if (r.method === 'GET' && r.path === '/api/staff/articles/78') return { body: fakeStaffArticle({ id: 78, version: 1, title: '夏の庭', body: '本文' }) };
      return undefined;
    });
    const { user, form } = await writeNewBlogEntry('夏の庭', '本文');
    await user.click(within(form).getByRole('button', { name: '保存して公開する' }));
    const edit = await screen.findByRole('form', { name: '保健室だよりを編集' }, { timeout: T });
    expect(await within(edit).findByText(/下書きを保存しました。公開できませんでした：内部エラーが発生しました/)).toBeInTheDocument();
    expect(fetch.seen.filter((r) => r.method === 'POST' && r.path === '/api/staff/articles')).toHaveLength(1);
  });

  test('two staff saving the same article: the second gets the conflict message and keeps the text', async () => {
    staffApi((r) => {
      if (r.method === 'GET' && r.path === '/api/staff/articles/41') return { body: fakeStaffArticle() };
      if (r.method === 'PUT' && r.path === '/api/staff/articles/41') {
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: EDITORIAL_MESSAGES.versionConflict, errors: { version: [EDITORIAL_MESSAGES.versionConflict] } } };
      }
      return undefined;
    });
    renderMyPage('/my-page/staff/editorial/blog/41');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '保健室だよりを編集' }, { timeout: T });
    expect(within(form).getByLabelText(/タイトル/)).toHaveValue('古い家の片付け方');
    await user.clear(within(form).getByLabelText(/タイトル/));
    await user.type(within(form).getByLabelText(/タイトル/), '私の書き直した題');
    await user.click(within(form).getByRole('button', { name: '下書きを保存する' }));
    const alerts = await within(form).findAllByRole('alert', undefined, { timeout: T });
    expect(alerts.some((a) => a.textContent?.includes(EDITORIAL_MESSAGES.versionConflict))).toBe(true);
    expect(within(form).getByLabelText(/タイトル/)).toHaveValue('私の書き直した題');
    expect(within(form).getByRole('button', { name: /最新の内容を読み込む/ })).toBeInTheDocument();
  });

  test('publish saves with the version read, then publishes with the new one; unpublish goes back to draft', async () => {
    let version = 3;
    const fetch = staffApi((r) => {
      if (r.method === 'GET' && r.path === '/api/staff/articles/41') return { body: fakeStaffArticle({ version }) };
      if (r.method === 'PUT' && r.path === '/api/staff/articles/41') return { body: fakeStaffArticle({ version: ++version }) };
      if (r.method === 'POST' && r.path === '/api/staff/articles/41/publish') return { body: fakeStaffArticle({ version: ++version, status: 'published', publishedAt: '2026-11-23T00:00:00.000Z' }) };
      if (r.method === 'POST' && r.path === '/api/staff/articles/41/unpublish') return { body: fakeStaffArticle({ version: ++version, status: 'draft' }) };
      return undefined;
    });
    renderMyPage('/my-page/staff/editorial/blog/41');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '保健室だよりを編集' }, { timeout: T });
    await user.click(within(form).getByRole('button', { name: '保存して公開する' }));
    expect(await within(form).findByText('公開しました。', undefined, { timeout: T })).toHaveAttribute('role', 'status');
    expect(within(form).getByRole('link', { name: '公開ページを見る' })).toHaveAttribute('href', '/blog/41');
    await user.click(within(form).getByRole('button', { name: '非公開にする' }));
    expect(await within(form).findByText(/非公開にしました/, undefined, { timeout: T })).toHaveAttribute('role', 'status');
    const writes = fetch.seen.filter((r) => r.method !== 'GET' && r.path.startsWith('/api/staff/articles'));
    expect(writes.map((r) => [r.method, r.path, (r.body as { version?: number }).version])).toEqual([
      ['PUT', '/api/staff/articles/41', 3],
      ['POST', '/api/staff/articles/41/publish', 4],
      ['POST', '/api/staff/articles/41/unpublish', 5],
    ]);
  });

  test('an API 400 shows its field messages next to the fields', async () => {
    staffApi((r) => {
      if (r.method === 'GET' && r.path === '/api/staff/articles/41') return { body: fakeStaffArticle() };
      if (r.method === 'PUT') return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { slug: [EDITORIAL_MESSAGES.slugTaken] } } };
      return undefined;
    });
    renderMyPage('/my-page/staff/editorial/blog/41');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '保健室だよりを編集' }, { timeout: T });
    await user.type(within(form).getByLabelText(/スラッグ/), 'taken-slug');
    await user.click(within(form).getByRole('button', { name: '下書きを保存する' }));
    const summary = await within(form).findByRole('alert', undefined, { timeout: T });
    expect(summary).toHaveTextContent(`スラッグ（URL用の英字名）：${EDITORIAL_MESSAGES.slugTaken}`);
    expect(within(form).getByLabelText(/スラッグ/)).toHaveValue('taken-slug');
  });

  test('the my-page home links staff to the staff screens; other users see no such links', async () => {
    staffApi();
    const first = renderMyPage('/my-page');
    const staffCard = await screen.findByRole('region', { name: 'スタッフ用' }, { timeout: T });
    expect(within(staffCard).getByRole('link', { name: '記事・お知らせ・Q&Aの編集' })).toHaveAttribute('href', '/my-page/staff/editorial');
    expect(within(staffCard).getByRole('link', { name: '投稿の審査' })).toHaveAttribute('href', '/my-page/staff/review');
    first.unmount();
    jest.restoreAllMocks();
    staffApi(undefined, testUser());
    renderMyPage('/my-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'マイページ' }, { timeout: T })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'スタッフ用' })).not.toBeInTheDocument();
  });
});
