import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <Dialog open={open} title="ログイン" onClose={() => setOpen(false)}>
        <input aria-label="メール" data-autofocus />
        <button type="button">次へ</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const dialog = screen.getByRole('dialog', { name: 'ログイン' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'メール' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(screen.getByRole('button', { name: '次へ' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '閉じる' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '次へ' })).toHaveFocus();
  });

  it('Escape closes it and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '開く' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('the close button closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
