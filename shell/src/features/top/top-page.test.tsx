import { TIMINGS } from '@akiya/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render-at';
import { SLIDES } from './slides';
import { shuffle } from './utils/shuffle';
import { TopPage } from './top-page';

function StubSearchForm({ variant }: { variant: 'hero' }) {
  return <form role="search" aria-label={`検索フォーム（${variant}）`} />;
}

/** A fixed random source: a small linear congruential generator. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function renderTop(random = seeded(42)) {
  renderAt(<TopPage SearchForm={StubSearchForm} random={random} />, '/', { baseData: false });
}

const slides = () => screen.getAllByTestId('hero-slide');
const activeTitle = () => slides().find((img) => img.getAttribute('data-active') === 'true')?.getAttribute('data-title');

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('TopPage', () => {
  it('has the tagline as h1, the search box and the sell and buy buttons', async () => {
    renderTop();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('空き家・古い建物の買い手を自分で探せる掲示板サイト');
    expect(screen.getByRole('search', { name: '検索フォーム（hero）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /売りたい/ })).toHaveAttribute('href', '/post');
    expect(screen.getByRole('link', { name: /買いたい/ })).toHaveAttribute('href', '/board');
    await userEvent.click(screen.getByRole('link', { name: /買いたい/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/board');
  });

  it('explains the site in three steps and links into the board, stories and the vacant-house bank', () => {
    renderTop();
    expect(screen.getByRole('heading', { level: 2, name: '家いちばのしくみ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /掲示板を見る/ })).toHaveAttribute('href', '/board');
    expect(screen.getByRole('link', { name: /売主さんの体験談/ })).toHaveAttribute('href', '/reviews');
    expect(screen.getByRole('link', { name: /民間空き家バンク/ })).toHaveAttribute('href', '/akiyabank');
  });

  it('sets the plain site title', () => {
    renderTop();
    expect(document.title).toBe('家いちば');
  });
});

describe('hero slideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setHidden(false);
  });

  it('renders the 15 images, decorative and hidden from assistive technology', () => {
    renderTop();
    expect(slides()).toHaveLength(15);
    expect(new Set(slides().map((img) => img.getAttribute('data-title'))).size).toBe(15);
    for (const img of slides()) expect(img).toHaveAttribute('alt', '');
    expect(screen.getByTestId('hero-slideshow')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fetches only the slides shown so far and the next one, keeping the ones already fetched', () => {
    renderTop(seeded(3));
    const withSrc = () => slides().filter((img) => img.hasAttribute('src')).length;
    expect(withSrc()).toBe(2);
    expect(slides()[0]).toHaveAttribute('src');
    act(() => {
      jest.advanceTimersByTime(TIMINGS.slideshowIntervalMs);
    });
    expect(withSrc()).toBe(3);
    for (let i = 0; i < 20; i++) {
      act(() => {
        jest.advanceTimersByTime(TIMINGS.slideshowIntervalMs);
      });
    }
    // Wrapped around at least once: every slide has been fetched and keeps its src.
    expect(withSrc()).toBe(15);
    const active = slides().find((img) => img.getAttribute('data-active') === 'true')!;
    expect(active.getAttribute('src')).toBe(active.getAttribute('data-src'));
  });

  it('shows them in the shuffled order of its random source', () => {
    renderTop(seeded(7));
    const expected = shuffle(SLIDES, seeded(7)).map((s) => s.title);
    expect(slides().map((img) => img.getAttribute('data-title'))).toEqual(expected);
    expect(expected).not.toEqual(SLIDES.map((s) => s.title));
  });

  it('a different visit gets a different order', () => {
    renderTop(seeded(1));
    const first = slides().map((img) => img.getAttribute('data-title'));
    document.body.innerHTML = '';
    renderTop(seeded(2));
    expect(slides().map((img) => img.getAttribute('data-title'))).not.toEqual(first);
  });

  it('moves to the next image every 3 seconds and wraps around', () => {
    renderTop(seeded(3));
    const order = slides().map((img) => img.getAttribute('data-title'));
    expect(activeTitle()).toBe(order[0]);
    act(() => jest.advanceTimersByTime(2999));
    expect(activeTitle()).toBe(order[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(activeTitle()).toBe(order[1]);
    act(() => jest.advanceTimersByTime(3000));
    expect(activeTitle()).toBe(order[2]);
    act(() => jest.advanceTimersByTime(3000 * 13));
    expect(activeTitle()).toBe(order[0]);
    expect(slides().filter((img) => img.getAttribute('data-active') === 'true')).toHaveLength(1);
  });

  it('pauses while the tab is hidden', () => {
    renderTop(seeded(4));
    const order = slides().map((img) => img.getAttribute('data-title'));
    act(() => jest.advanceTimersByTime(3000));
    expect(activeTitle()).toBe(order[1]);
    setHidden(true);
    act(() => jest.advanceTimersByTime(30000));
    expect(activeTitle()).toBe(order[1]);
    setHidden(false);
    act(() => jest.advanceTimersByTime(3000));
    expect(activeTitle()).toBe(order[2]);
  });
});
