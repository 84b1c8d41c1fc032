import { act, renderHook } from '@testing-library/react';
import { INITIAL_HEADER_SCROLL, nextHeaderScrollState, useHeaderHidden, type HeaderScrollState } from './use-header-visibility';

function run(ys: number[], from: HeaderScrollState = INITIAL_HEADER_SCROLL): HeaderScrollState {
  return ys.reduce(nextHeaderScrollState, from);
}

describe('nextHeaderScrollState', () => {
  it('stays shown near the top of the page', () => {
    expect(run([20, 60, 100]).hidden).toBe(false);
  });

  it('hides on scroll down past 100 px', () => {
    expect(run([50, 101]).hidden).toBe(true);
    expect(run([400]).hidden).toBe(true);
  });

  it('needs two upward scroll events to come back', () => {
    const down = run([200, 400, 600]);
    const once = nextHeaderScrollState(down, 580);
    expect(once.hidden).toBe(true);
    const twice = nextHeaderScrollState(once, 560);
    expect(twice.hidden).toBe(false);
  });

  it('hides again on the next scroll down and counts again from zero', () => {
    const shown = run([600, 580, 560]);
    expect(shown.hidden).toBe(false);
    const hiddenAgain = nextHeaderScrollState(shown, 700);
    expect(hiddenAgain).toEqual({ hidden: true, lastY: 700, upCount: 0 });
    expect(nextHeaderScrollState(hiddenAgain, 690).hidden).toBe(true);
  });

  it('a scroll down between two upward scrolls starts the count again', () => {
    expect(run([600, 580, 590, 570]).hidden).toBe(true);
  });

  it('resets at or above 100 px', () => {
    const reset = run([600, 90]);
    expect(reset).toEqual({ hidden: false, lastY: 90, upCount: 0 });
    // Going down again from there hides after passing the threshold only.
    expect(run([95, 100], reset).hidden).toBe(false);
    expect(run([95, 150], reset).hidden).toBe(true);
  });

  it('an event without movement changes nothing', () => {
    const s = run([600]);
    expect(nextHeaderScrollState(s, 600)).toBe(s);
  });
});

describe('useHeaderHidden', () => {
  function scrollWindow(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('hides the header when the first page was scrolled down before its scripts ran', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    const { result } = renderHook(({ page }) => useHeaderHidden(page), { initialProps: { page: '/board' } });
    expect(result.current).toBe(true);
  });

  it('shows it again on a new page, wherever the window stands, and hides it on the next scroll down', () => {
    const { result, rerender } = renderHook(({ page }) => useHeaderHidden(page), { initialProps: { page: '/board' } });
    scrollWindow(900);
    expect(result.current).toBe(true);
    rerender({ page: '/my-page/profile/withdraw' });
    expect(result.current).toBe(false);
    scrollWindow(950);
    expect(result.current).toBe(true);
  });
});
