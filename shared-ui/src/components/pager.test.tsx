import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Pager } from './pager';
import { pageHref } from '../utils/page-window';

const at = (current: number, total: number, pageLabel?: (n: number) => string) =>
  render(
    <MemoryRouter>
      <Pager current={current} total={total} hrefFor={(n) => pageHref('/list', n, '?s=1')} pageLabel={pageLabel} />
    </MemoryRouter>,
  );

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    at(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links every page of the window, marks the current one and gaps', () => {
    at(10, 32);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent?.trim());
    expect(names).toEqual(['‹ 前へ', '1', '9', '10', '11', '32', '次へ ›']);
    expect(within(nav).getByRole('link', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '1' })).toHaveAttribute('href', '/list?s=1');
    expect(within(nav).getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/list/page/9?s=1');
    expect(within(nav).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/list/page/11?s=1');
    expect(nav).toHaveTextContent('…');
  });

  it('shows previous disabled on the first page and next disabled on the last', () => {
    at(1, 3, (n) => `${n}ページ目`);
    expect(screen.queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
    expect(screen.getByText(/前へ/).closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
  });
});
