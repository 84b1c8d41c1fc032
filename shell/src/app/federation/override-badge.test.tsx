import { fireEvent, render, screen } from '@testing-library/react';
import { OverrideBadge } from './override-badge';
import { consumeOverrideParams, readOverrides } from './overrides';
import { quietConsole } from '../../testing/quiet-console';

describe('OverrideBadge', () => {
  // Clearing reloads the page, which jsdom reports as not implemented.
  quietConsole('error');
  beforeEach(() => localStorage.clear());

  it('shows nothing without an override', () => {
    const { container } = render(<OverrideBadge />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every active override with a button that clears them all', () => {
    consumeOverrideParams('http://localhost/?remote.board=http://localhost:3101/mf-manifest.json&remote.editorial=http://localhost:3104/mf-manifest.json');
    render(<OverrideBadge />);
    const badge = screen.getByTestId('remote-override-badge');
    expect(badge).toHaveTextContent('board: http://localhost:3101/mf-manifest.json');
    expect(badge).toHaveTextContent('editorial: http://localhost:3104/mf-manifest.json');
    fireEvent.click(screen.getByRole('button', { name: '上書きを解除' }));
    expect(readOverrides()).toEqual({});
    expect(localStorage.getItem('mf-remote-overrides')).toBeNull();
    expect(screen.queryByTestId('remote-override-badge')).toBeNull();
  });
});
