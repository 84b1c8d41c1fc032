import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox, type SearchBoxProps } from './search-box';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBox(props: Partial<SearchBoxProps> = {}) {
  const onSubmitted = jest.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SearchBox label="キーワードで物件を検索" submitLabel="検索する" onSubmitted={onSubmitted} {...props} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onSubmitted, box: screen.getByRole('searchbox', { name: 'キーワードで物件を検索' }), submit: screen.getByRole('button', { name: '検索する' }) };
}

const HINT = 'キーワードを2〜20文字以内で入力してください';

describe('SearchBox', () => {
  it('blocks an invalid word with the hint as an alert describing the box, and goes to /search/{word} when valid', async () => {
    const { box, submit, onSubmitted } = renderBox();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(box, '家{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(HINT);
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    await userEvent.type(box, 'と蔵 {Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/search/${encodeURIComponent('家と蔵')}`);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('shows the hint for an invalid initial word at once when asked', () => {
    const { box, submit } = renderBox({ initialWord: '古', showHintInitially: true });
    expect(box).toHaveValue('古');
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    expect(submit).toBeDisabled();
  });

  it('in the pill looks the label is for assistive technology only and the dialog look takes focus first', () => {
    renderBox({ look: 'dialog' });
    const box = screen.getByRole('searchbox', { name: 'キーワードで物件を検索' });
    expect(box).toHaveAttribute('data-autofocus');
    expect(screen.getByText('キーワードで物件を検索')).toHaveClass('visually-hidden');
  });
});
