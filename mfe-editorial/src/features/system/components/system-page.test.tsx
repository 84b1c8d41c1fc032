import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('/system', () => {
  it('explains the staged workflow as an ordered list of six steps', () => {
    renderRoute('/system');
    const list = screen.getByRole('list', { name: '取引の流れ' });
    expect(list.tagName).toBe('OL');
    const steps = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
    expect(steps).toEqual(['問い合わせ', '商談', '内覧', '購入申込', '契約', '決済']);
  });

  it('says posting is free and contacts are direct', () => {
    renderRoute('/system');
    expect(screen.getByRole('heading', { level: 3, name: /掲載は無料/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /売主さんに直接問い合わせます/ })).toBeInTheDocument();
  });
});
