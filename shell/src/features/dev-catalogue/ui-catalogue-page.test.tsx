import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import { UiCataloguePage } from './ui-catalogue-page';

describe('UiCataloguePage', () => {
  it('shows every shared component in its states', async () => {
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/dev/ui']}>
          <UiCataloguePage />
        </MemoryRouter>
      </Provider>,
    );
    for (const name of ['Button', 'FormField', 'ErrorSummary', 'Dialog', 'Pager', 'QueryStatus', 'Card / EmptyState'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '電話番号 必須' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('navigation', { name: /ページ送り/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: '再読み込み' })).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ダイアログを開く' }));
    expect(screen.getByRole('dialog', { name: 'ダイアログの見出し' })).toBeInTheDocument();
  });
});
