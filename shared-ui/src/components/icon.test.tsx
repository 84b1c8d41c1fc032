import { render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icon';

describe('Icon', () => {
  it('is decorative unless it has a label', () => {
    const { container } = render(
      <>
        <Icon name="search" />
        <Icon name="heart" label="お気に入り" size={16} />
      </>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const named = screen.getByRole('img', { name: 'お気に入り' });
    expect(named).toHaveAttribute('width', '16');
    expect(named).not.toHaveAttribute('aria-hidden');
  });

  it('draws every name of the set', () => {
    const { container } = render(
      <>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths).toHaveLength(ICON_NAMES.length);
    expect(new Set(paths).size).toBe(ICON_NAMES.length);
  });
});
