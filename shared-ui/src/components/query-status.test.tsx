import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStatus } from './query-status';

const list = (items: string[]) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;

describe('QueryStatus', () => {
  it('shows the spinner while loading', () => {
    render(<QueryStatus query={{ isLoading: true }} loadingLabel="物件を読み込み中…">{list}</QueryStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('物件を読み込み中…');
  });

  it('shows the API message and a retry button that refetches', async () => {
    const refetch = jest.fn();
    const error = { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'ページ番号が正しくありません' } };
    render(<QueryStatus query={{ isError: true, error, refetch }}>{list}</QueryStatus>);
    expect(screen.getByRole('alert')).toHaveTextContent('ページ番号が正しくありません');
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the page could not be loaded when no answer came', () => {
    render(<QueryStatus query={{ isError: true, error: { status: 'FETCH_ERROR', error: 'TypeError' } }}>{list}</QueryStatus>);
    expect(screen.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした。');
  });

  it('shows the empty state, else the data', () => {
    const { rerender } = render(
      <QueryStatus query={{ data: [] as string[] }} isEmpty={(d) => d.length === 0} empty="物件はまだありません">
        {list}
      </QueryStatus>,
    );
    expect(screen.getByText('物件はまだありません')).toBeInTheDocument();
    rerender(
      <QueryStatus query={{ data: ['古民家'] }} isEmpty={(d) => d.length === 0} empty="物件はまだありません">
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('古民家');
  });

  it('with `current` shows nothing of the previous arguments while fetching new ones', () => {
    render(
      <QueryStatus query={{ data: ['古い'], currentData: undefined, isFetching: true }} current>
        {list}
      </QueryStatus>,
    );
    expect(screen.queryByText('古い')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
