import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

const items: ErrorSummaryItem[] = [
  { key: 'name', label: 'お名前', message: '入力してください', fieldId: 'f-name' },
  { key: 'other', label: null, message: '送信できませんでした' },
];

function Form({ list }: { list: ErrorSummaryItem[] }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <ErrorSummary items={attempt > 0 ? list : []} focusKey={attempt} />
      <label htmlFor="f-name">お名前</label>
      <input id="f-name" />
      <button type="button" onClick={() => setAttempt((n) => n + 1)}>
        送信
      </button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without items or message', () => {
    const { container } = render(<ErrorSummary items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the title and one line per field as `label：message`, linked to the field', () => {
    render(<ErrorSummary items={items} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('入力エラーがあります。');
    expect(screen.getByRole('link', { name: 'お名前：入力してください' })).toHaveAttribute('href', '#f-name');
    expect(alert).toHaveTextContent('送信できませんでした');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows a message alone for a failure that is not about fields', () => {
    render(<ErrorSummary items={[]} message="サーバーでエラーが発生しました。" />);
    expect(screen.getByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
    expect(screen.queryByText('入力エラーがあります。')).not.toBeInTheDocument();
  });

  it('takes focus on each failed submit, and its link focuses the field', async () => {
    const user = userEvent.setup();
    render(<Form list={items} />);
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'お名前：入力してください' }));
    expect(screen.getByRole('textbox', { name: 'お名前' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
