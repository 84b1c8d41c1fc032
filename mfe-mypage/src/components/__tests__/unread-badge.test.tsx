import { render, screen } from '@testing-library/react';
import { UnreadBadge } from '../unread-badge';

describe('UnreadBadge', () => {
  it('caps the count at 99', () => {
    render(<UnreadBadge count={150} />);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99（未読 99件）');
  });

  it('renders nothing for 0', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
