import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('/feature', () => {
  it('lists the feature topics, each a card whose title links to its section', () => {
    renderRoute('/feature');
    const list = screen.getByRole('list', { name: '特集の一覧' });
    const links = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['体験談', '/reviews'],
      ['田舎図鑑', '/towns'],
      ['商店街', '/shop'],
      ['民間空き家バンク', '/akiyabank'],
    ]);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });
});
