import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@akiya/contracts';
import { renderConsulting } from '../../testing/render-consulting';

const ANCHOR_IDS = ['top', 'concept', 'consulting-menu', 'service', 'problem', 'works', 'company'];

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('/airyflow', () => {
  it('has its own header: logo to /airyflow, in-page navigation and a link back to 家いちば', () => {
    renderConsulting('/airyflow');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'airyflow 不動産ストック活用コンサルティング' })).toHaveAttribute(
      'href',
      '/airyflow',
    );
    expect(within(header).getByRole('link', { name: '家いちばトップへ' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'airyflow ページ内メニュー' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/airyflow#concept',
      '/airyflow#consulting-menu',
      '/airyflow#service',
      '/airyflow#problem',
      '/airyflow#works',
      '/airyflow#company',
    ]);
  });

  it('has all seven anchors, each a labelled section', () => {
    const { container } = renderConsulting('/airyflow');
    for (const id of ANCHOR_IDS) {
      const section = container.querySelector(`[id="${id}"]`);
      expect(section).not.toBeNull();
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAttribute('aria-labelledby', `${id}-heading`);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('もう一度「活きる場所」に。');
    expect(document.title).toBe('airyflow 不動産ストック活用コンサルティング | 家いちば');
  });

  it('shows the plans with prices and the typical problems', () => {
    renderConsulting('/airyflow');
    const menu = screen.getByRole('region', { name: 'コンサルティングメニュー' });
    expect(within(menu).getByRole('heading', { name: '初回相談' })).toBeInTheDocument();
    expect(within(menu).getByText('無料')).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { name: '調査・活用提案' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { name: '伴走支援' })).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'こんなお悩みはありませんか' });
    expect(within(problems).getByText('相続した実家が空き家になっている')).toBeInTheDocument();
    expect(within(problems).getByText('遠方に住んでいて管理できない')).toBeInTheDocument();
    expect(within(problems).getByText('解体か活用か迷っている')).toBeInTheDocument();
  });

  it('calls to action lead to /airyflow/post', () => {
    renderConsulting('/airyflow');
    const ctas = screen.getAllByRole('link', { name: /相談を申し込む/ });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/airyflow/post');
  });

  it('an in-page link scrolls smoothly to the section, 150 px above it, in 800 ms, and focuses it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderConsulting('/airyflow');
    const works = document.getElementById('works') as HTMLElement;
    jest.spyOn(works, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);

    await user.click(screen.getByRole('link', { name: '活用事例' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/airyflow#works');
    expect(works).toHaveFocus();
    expect(screen.getByRole('link', { name: '活用事例' })).toHaveAttribute('aria-current', 'location');

    act(() => jest.advanceTimersByTime(TIMINGS.scrollDurationMs / 2));
    const midway = scrollTo.mock.calls.at(-1) as unknown as [number, number];
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(2000 - TIMINGS.scrollOffset);

    act(() => jest.advanceTimersByTime(TIMINGS.scrollDurationMs));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2000 - TIMINGS.scrollOffset);
  });

  it('other /airyflow paths are not found', () => {
    renderConsulting('/airyflow/nothing');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});

describe('/airyflow/post', () => {
  it('is the request form in the consulting layout', () => {
    renderConsulting('/airyflow/post');
    expect(screen.getByRole('heading', { level: 1, name: '相談のお申し込み' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '相談の申し込み' })).toBeInTheDocument();
    expect(screen.queryByText('お申し込みフォームは準備中です')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('相談のお申し込み | 家いちば');
  });
});
