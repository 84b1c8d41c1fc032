import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './drawer';

function Opener({ closeMs = 0 }: { closeMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        メニュー
      </button>
      <Drawer open={open} title="メニュー" head={<span aria-hidden="true">MENU</span>} closeLabel="メニューを閉じる" onClose={() => setOpen(false)} closeMs={closeMs} id="site-menu">
        <a href="/board">掲示板</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title, focus inside, Esc closes and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    const drawer = screen.getByRole('dialog', { name: 'メニュー' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveAttribute('id', 'site-menu');
    expect(screen.getByRole('button', { name: 'メニューを閉じる' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(screen.getByRole('link', { name: '掲示板' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'メニューを閉じる' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニュー' })).toHaveFocus();
  });

  it('stays for its closing slide', async () => {
    jest.useFakeTimers();
    try {
      render(<Opener closeMs={300} />);
      act(() => screen.getByRole('button', { name: 'メニュー' }).click());
      act(() => screen.getByRole('button', { name: 'メニューを閉じる' }).click());
      expect(screen.getByRole('dialog', { name: 'メニュー' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
