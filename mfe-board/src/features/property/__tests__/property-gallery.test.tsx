import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { detailApi } from '../../../testing/property-detail';

const counter = () => screen.getByTestId('gallery-counter').textContent;

describe('gallery', () => {
  test('counter, buttons, thumbnails and ← / → keys with wrap-around', async () => {
    detailApi();
    const { user } = renderRoute('/project/7');
    const gallery = await screen.findByRole('region', { name: '物件の写真' });
    expect(counter()).toBe('1 / 3');
    expect(within(gallery).getByRole('img', { name: '外観' })).toHaveAttribute('src', '/uploads/properties/7/1.jpg');
    for (const img of within(gallery).getAllByRole('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }

    await user.click(within(gallery).getByRole('button', { name: '次の写真' }));
    expect(counter()).toBe('2 / 3');
    expect(within(gallery).getByRole('img', { name: '囲炉裏' })).toBeInTheDocument();

    const thumbs = within(gallery).getByRole('list', { name: '写真の一覧' });
    const third = within(thumbs).getByRole('button', { name: '3枚目の写真を表示' });
    await user.click(third);
    expect(counter()).toBe('3 / 3');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    // the focus follows the photo along the thumbnails
    expect(within(thumbs).getByRole('button', { name: '1枚目の写真を表示' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    expect(within(gallery).getByText('土間')).toBeInTheDocument();
  });

  test('full-screen view: focus moves in, ← / → change the photo, Tab stays inside, Esc closes and gives the focus back', async () => {
    detailApi();
    const { user } = renderRoute('/project/7');
    const gallery = await screen.findByRole('region', { name: '物件の写真' });
    const expand = within(gallery).getByRole('button', { name: '写真を拡大表示（1 / 3）' });
    await user.click(expand);

    const dialog = screen.getByRole('dialog', { name: /写真の拡大表示/ });
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('img', { name: '囲炉裏' })).toBeInTheDocument();
    // the inline gallery follows (one step, not two)
    expect(counter()).toBe('2 / 3');

    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '次の写真' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: '写真を拡大表示（2 / 3）' })).toHaveFocus();
  });

  test('a swipe to the left shows the next photo, to the right the previous one; a vertical drag does nothing', async () => {
    detailApi();
    renderRoute('/project/7');
    const stage = await screen.findByTestId('gallery-stage');
    const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: fromX, clientY: fromY });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 150);
    expect(counter()).toBe('2 / 3');
    swipe(100, 260);
    expect(counter()).toBe('1 / 3');
    swipe(200, 190, 100, 400);
    expect(counter()).toBe('1 / 3');
  });
});
