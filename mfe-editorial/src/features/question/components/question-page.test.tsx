import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render-route';
import { faqCategories } from '../content/faq';

function detailsOf(question: string): HTMLDetailsElement {
  return screen.getByText(question).closest('details') as HTMLDetailsElement;
}

describe('/question', () => {
  it('has at least ten questions, all closed at first', () => {
    const { container } = renderRoute('/question');
    const items = container.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(faqCategories.flatMap((c) => c.entries)).toHaveLength(items.length);
    items.forEach((item) => expect(item.open).toBe(false));
    items.forEach((item) => expect(item.querySelector(':scope > summary')).not.toBeNull());
  });

  it('opens an answer when its question is clicked and closes it on a second click', async () => {
    const user = userEvent.setup();
    renderRoute('/question');
    const details = detailsOf('利用料金はかかりますか？');
    const summary = within(details).getByText('利用料金はかかりますか？').closest('summary') as HTMLElement;

    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/メッセージのやりとりは無料です/)).toBeVisible();

    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('opens the entry named by the URL fragment', () => {
    renderRoute('/question#purchase-application');
    expect(detailsOf('購入申込書とは何ですか？').open).toBe(true);
    expect(detailsOf('利用料金はかかりますか？').open).toBe(false);
  });

  it('groups the questions under h2 categories listed in the table of contents', () => {
    renderRoute('/question');
    const toc = screen.getByRole('navigation', { name: '目次' });
    for (const category of faqCategories) {
      expect(screen.getByRole('heading', { level: 2, name: category.heading })).toHaveAttribute('id', category.id);
      expect(within(toc).getByRole('link', { name: category.heading })).toHaveAttribute('href', `#${category.id}`);
    }
  });
});
