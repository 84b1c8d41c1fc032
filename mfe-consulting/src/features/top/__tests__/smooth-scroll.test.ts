import { anchorScrollTop, easeInOutCubic, smoothScrollTo } from '../utils/smooth-scroll';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('smooth scroll', () => {
  it('eases from 0 to 1 symmetrically', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('puts the anchor the offset below the top and never above the page', () => {
    const el = document.createElement('div');
    jest.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    expect(anchorScrollTop(el, 150)).toBe(250);
    jest.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    expect(anchorScrollTop(el, 150)).toBe(0);
  });

  it('jumps at once when the user prefers reduced motion', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    smoothScrollTo(600, 800);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 600);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('stops when the user scrolls with the wheel', () => {
    jest.useFakeTimers();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    smoothScrollTo(1000, 800);
    jest.advanceTimersByTime(100);
    const calls = scrollTo.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    window.dispatchEvent(new Event('wheel'));
    jest.advanceTimersByTime(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });
});
