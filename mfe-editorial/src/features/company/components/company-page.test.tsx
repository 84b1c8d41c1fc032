import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('/company', () => {
  it('shows the company overview as a table with the required rows', () => {
    renderRoute('/company');
    const table = screen.getByRole('table', { name: '会社概要' });
    const value = (label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

    expect(value('会社名')).toHaveTextContent('株式会社家いちば');
    expect(value('所在地')).toHaveTextContent('東京都');
    expect(value('設立')).toHaveTextContent(/\d{4}年\d{1,2}月/);
    expect(value('代表者')).toHaveTextContent('代表取締役');
    const businesses = within(value('事業内容')).getAllByRole('listitem').map((li) => li.textContent);
    expect(businesses).toEqual([
      '空き家・古い建物の売買掲示板「家いちば」の運営',
      '不動産ストック活用コンサルティング',
      '民間空き家バンクの運営',
    ]);
    expect(within(value('お問い合わせ')).getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('opens with a short mission statement', () => {
    renderRoute('/company');
    const mission = screen.getByRole('heading', { level: 2, name: '私たちの想い' }).closest('section') as HTMLElement;
    expect(mission).toHaveTextContent('次の役割');
  });
});
