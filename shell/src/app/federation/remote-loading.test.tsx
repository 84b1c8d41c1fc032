import { act, render, screen } from '@testing-library/react';
import { RemoteLoading, SLOW_LOAD_TEXT } from './remote-loading';

describe('RemoteLoading', () => {
  it('shows the spinner at once and, after 3 s, that the page is still loading', () => {
    jest.useFakeTimers();
    render(<RemoteLoading />);
    expect(screen.getByText('読み込み中…')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_LOAD_TEXT)).toBeNull();
    act(() => {
      jest.advanceTimersByTime(2_999);
    });
    expect(screen.queryByText(SLOW_LOAD_TEXT)).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText(SLOW_LOAD_TEXT)).toBeInTheDocument();
    jest.useRealTimers();
  });
});
