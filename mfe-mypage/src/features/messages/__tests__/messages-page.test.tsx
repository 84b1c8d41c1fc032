import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_SORT_LABELS } from '@akiya/contracts';
import { renderMyPage } from '../../../testing/render-my-page';
import { dealApi, fakeContact, fakeList } from '../../../testing/deal-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function rows() {
  return within(screen.getByRole('list', { name: '問い合わせ一覧' }))
    .getAllByTestId('contact-row')
    .map((a) => a.getAttribute('href'));
}

describe('/my-page/messages', () => {
  it('lists enquiries oldest first (post_date_asc) with status chips, unread marks and the other party', async () => {
    dealApi(
      fakeList(
        [
          fakeContact({ contact_id: 3, contact_status: '内覧確定後' }),
          fakeContact({ contact_id: 1, contact_status: '商談開始前', is_seller: true }),
          fakeContact({ contact_id: 2, contact_status: '他決' }),
        ],
        { noReadContactMessageIds: { '3': [11, 12] } },
      ),
    );
    renderMyPage('/my-page/messages');
    await screen.findByRole('list', { name: '問い合わせ一覧' });
    expect(rows()).toEqual(['/my-page/messages/1', '/my-page/messages/2', '/my-page/messages/3']);
    expect(screen.getByLabelText('並び順')).toHaveDisplayValue(ENQUIRY_SORT_LABELS.post_date_asc);
    const third = screen.getAllByTestId('contact-row')[2];
    expect(within(third).getByText('未読2件')).toBeInTheDocument();
    expect(within(third).getByText('商談中')).toBeInTheDocument();
    expect(within(third).getByText('内覧確定後')).toBeInTheDocument();
    const first = screen.getAllByTestId('contact-row')[0];
    expect(within(first).getByText('商談開始前')).toBeInTheDocument();
    expect(within(first).getByText('届いた問い合わせ')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('contact-row')[1]).getByText('商談終了')).toBeInTheDocument();
  });

  it('filters: hide ended, only unread, only unreplied, sides, status, property, sort', async () => {
    const user = userEvent.setup();
    dealApi(
      fakeList(
        [
          fakeContact({ contact_id: 1, is_seller: true, replied: false }),
          fakeContact({ contact_id: 2, contact_status: 'キャンセル' }),
          fakeContact({ contact_id: 3, contact_status: '内覧確定後' }),
          fakeContact({ contact_id: 4, contact_status: '内覧確定後', replied: false }),
        ],
        { noReadContactMessageIds: { '4': [40], '1': [] } },
      ),
    );
    renderMyPage('/my-page/messages');
    await screen.findByRole('list', { name: '問い合わせ一覧' });

    await user.click(screen.getByLabelText('終了した商談を表示しない'));
    expect(rows()).toEqual(['/my-page/messages/1', '/my-page/messages/3', '/my-page/messages/4']);
    await user.click(screen.getByLabelText('未返信のみ'));
    expect(rows()).toEqual(['/my-page/messages/1', '/my-page/messages/4']);
    await user.click(screen.getByLabelText('未読のみ'));
    expect(rows()).toEqual(['/my-page/messages/4']);
    await user.click(screen.getByLabelText('未読のみ'));
    await user.click(screen.getByLabelText('未返信のみ'));
    await user.click(screen.getByLabelText('届いた問い合わせ（売主として）'));
    expect(rows()).toEqual(['/my-page/messages/3', '/my-page/messages/4']);
    await user.click(screen.getByLabelText('届いた問い合わせ（売主として）'));
    await user.click(screen.getByLabelText('問い合わせた物件（買主として）'));
    expect(rows()).toEqual(['/my-page/messages/1']);
    await user.click(screen.getByLabelText('問い合わせた物件（買主として）'));

    await user.selectOptions(screen.getByLabelText('ステータス'), '内覧確定後');
    expect(rows()).toEqual(['/my-page/messages/3', '/my-page/messages/4']);
    await user.selectOptions(screen.getByLabelText('並び順'), ENQUIRY_SORT_LABELS.post_date_desc);
    expect(rows()).toEqual(['/my-page/messages/4', '/my-page/messages/3']);
    await user.selectOptions(screen.getByLabelText('物件'), '物件3');
    expect(rows()).toEqual(['/my-page/messages/3']);

    await user.selectOptions(screen.getByLabelText('ステータス'), '商談開始前');
    expect(screen.getByText('条件に合う問い合わせはありません。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '絞り込みを解除する' }));
    expect(rows()).toHaveLength(4);
  });

  it('pages 10 at a time and keeps the filters across pages', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 23 }, (_, i) => fakeContact({ contact_id: i + 1 }));
    dealApi(fakeList(items));
    renderMyPage('/my-page/messages/page/2');
    await screen.findByRole('list', { name: '問い合わせ一覧' });
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toBe('/my-page/messages/11');
    expect(screen.getByText('23件中 11〜20件を表示')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('link', { name: '3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-page/messages/page/3');
    expect(rows()).toHaveLength(3);
    // A filter change goes back to page 1.
    await user.selectOptions(screen.getByLabelText('並び順'), ENQUIRY_SORT_LABELS.post_date_desc);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page\/messages$/);
    expect(rows()[0]).toBe('/my-page/messages/23');
  });

  it('type routes: buyer, seller, active, ended, and a property of a type', async () => {
    const list = fakeList([
      fakeContact({ contact_id: 1, is_seller: true }),
      fakeContact({ contact_id: 2 }),
      fakeContact({ contact_id: 3, contact_status: '決済完了' }),
      fakeContact({ contact_id: 4, contact_status: '商談開始前' }),
    ]);
    dealApi(list);
    const { unmount } = renderMyPage('/my-page/messages/type/seller');
    await screen.findByRole('heading', { name: 'メッセージ（届いた問い合わせ）' });
    expect(rows()).toEqual(['/my-page/messages/1']);
    unmount();
    const second = renderMyPage('/my-page/messages/type/active');
    await screen.findByRole('heading', { name: 'メッセージ（進行中の問い合わせ）' });
    expect(rows()).toEqual(['/my-page/messages/2', '/my-page/messages/4']);
    second.unmount();
    const third = renderMyPage('/my-page/messages/type/ended');
    await screen.findByRole('heading', { name: 'メッセージ（終了した商談）' });
    expect(rows()).toEqual(['/my-page/messages/3']);
    third.unmount();
    renderMyPage('/my-page/messages/type/buyer/104');
    await screen.findByRole('heading', { name: 'メッセージ（問い合わせた物件）' });
    expect(rows()).toEqual(['/my-page/messages/4']);
  });

  it('an unknown type or a non-digit page is the 404 page', async () => {
    dealApi(fakeList([]));
    const { unmount } = renderMyPage('/my-page/messages/type/other');
    expect(await screen.findByText('アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。')).toBeInTheDocument();
    unmount();
    renderMyPage('/my-page/messages/page/x');
    expect(await screen.findByText('アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。')).toBeInTheDocument();
  });

  it('folds the filters on phones and says how many are set', async () => {
    const user = userEvent.setup();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    dealApi(fakeList([fakeContact({ contact_id: 1 })]));
    renderMyPage('/my-page/messages');
    const summary = await screen.findByText('絞り込み・並び替え');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    await user.click(screen.getByLabelText('未読のみ'));
    expect(screen.getByText('絞り込み・並び替え（1件を指定中）')).toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows the empty state when there are no enquiries', async () => {
    dealApi(fakeList([]));
    renderMyPage('/my-page/messages');
    expect(await screen.findByText('まだメッセージはありません')).toBeInTheDocument();
  });

  it('shows the loading overlay while the list loads', async () => {
    dealApi(fakeList([]), (r) => (r.url.pathname === '/api/my-page/all-contacts' ? 'never' : undefined));
    renderMyPage('/my-page/messages');
    expect(await screen.findByText('問い合わせを読み込み中…')).toBeInTheDocument();
  });

  it('/my-page/project/messages/:id lists the enquiries of one property', async () => {
    dealApi(fakeList([]), (r) =>
      r.url.pathname === '/api/my-page/projects/55/contacts'
        ? {
            body: [
              fakeContact({ contact_id: 8, is_seller: true, property: { ...fakeContact({ contact_id: 8 }).property, property_id: 55, title: '古民家' } }),
            ],
          }
        : undefined,
    );
    renderMyPage('/my-page/project/messages/55');
    expect(await screen.findByRole('heading', { name: '古民家への問い合わせ' })).toBeInTheDocument();
    expect(rows()).toEqual(['/my-page/messages/8']);
  });
});
