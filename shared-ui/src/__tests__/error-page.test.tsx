import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DigitsRoute, ErrorPage, NotFoundPage } from '../index';

function renderAt(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ErrorPage', () => {
  it.each([
    [400, 'Bad request', '不正なリクエストです。'],
    [401, 'Unauthorized', 'このページへのアクセス権がありません。'],
    [404, 'Page not found', 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。'],
    [503, 'An error occurred', '内部エラーが発生しました（503）。'],
  ])('status %i shows its title and description', (status, title, description) => {
    renderAt(<ErrorPage status={status} message="詳細メッセージ" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByText('詳細メッセージ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページに戻る' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${title} | 家いちば`);
  });

  it('shows the request id of a server error as 「エラーID: …」, and nothing without one', () => {
    const { unmount } = renderAt(<ErrorPage status={500} requestId="0e378467-21ab-4473-a127-58a6b0a1a3d7" />);
    expect(screen.getByTestId('error-id')).toHaveTextContent('エラーID: 0e378467-21ab-4473-a127-58a6b0a1a3d7');
    unmount();
    renderAt(<ErrorPage status={500} />);
    expect(screen.queryByTestId('error-id')).toBeNull();
  });

  it('defaults to 500', () => {
    renderAt(<ErrorPage />);
    expect(screen.getByText('内部エラーが発生しました（500）。')).toBeInTheDocument();
  });

  it('the unmatched-route 404 says the page could not be found', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
  });
});

describe('DigitsRoute', () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/board/page/:page"
            element={
              <DigitsRoute>
                <p>一覧</p>
              </DigitsRoute>
            }
          />
        </Routes>
      </MemoryRouter>,
    );

  it('renders its children for a digits-only page', () => {
    at('/board/page/12');
    expect(screen.getByText('一覧')).toBeInTheDocument();
  });

  it.each(['/board/page/abc', '/board/page/1a', '/board/page/%EF%BC%91'])('gives the 404 page for %s', (path) => {
    at(path);
    expect(screen.queryByText('一覧')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
  });
});
