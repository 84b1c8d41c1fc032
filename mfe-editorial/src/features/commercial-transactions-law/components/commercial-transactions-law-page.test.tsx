import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('/commercial-transactions-law', () => {
  it('shows the disclosures as one table of labelled rows', () => {
    renderRoute('/commercial-transactions-law');
    const table = screen.getByRole('table', { name: '特定商取引法に基づく表記' });
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        '販売事業者',
        '運営統括責任者',
        '所在地',
        '電話番号',
        '販売価格',
        '商品代金以外の必要料金',
        'お支払い方法',
        'お支払い時期',
        'サービスの提供時期',
        'キャンセル・返金',
      ]),
    );
    const seller = within(table).getByRole('rowheader', { name: '販売事業者' }).nextElementSibling;
    expect(seller).toHaveTextContent('株式会社家いちば');
  });
});
