import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@akiya/contracts';
import { markRemoteUpdated, REMOTE_UPDATED_NOTICE_MS, RemoteUpdatedNotice } from './remote-updated-notice';

afterEach(() => {
  sessionStorage.clear();
  jest.useRealTimers();
});

it('says once, after the page was opened anew for a new version, that the site was updated', () => {
  jest.useFakeTimers();
  markRemoteUpdated('board');
  const { unmount } = render(<RemoteUpdatedNotice />);
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.remoteUpdated);
  act(() => jest.advanceTimersByTime(REMOTE_UPDATED_NOTICE_MS));
  expect(screen.queryByRole('status')).toBeNull();
  unmount();
  // Taken: the next page load says nothing.
  render(<RemoteUpdatedNotice />);
  expect(screen.queryByRole('status')).toBeNull();
});

it('renders nothing on an ordinary page load (no extra live region)', () => {
  const { container } = render(<RemoteUpdatedNotice />);
  expect(container).toBeEmptyDOMElement();
});
