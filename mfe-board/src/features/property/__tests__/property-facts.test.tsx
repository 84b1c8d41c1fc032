import { screen, within } from '@testing-library/react';
import { makeDetail } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { detailApi, rowOf } from '../../../testing/property-detail';

describe('/project/:id facts', () => {
  const withFacts = makeDetail(9, {
    title: '駅の近い古民家',
    price_man_yen: 300,
    building_area: 120,
    land_area: 330,
    built_year: 1970,
    lat: 36.8,
    lng: 138.4,
    images: [{ path: '/uploads/properties/9/1.jpg', comment: '' }],
    facts: {
      layout: '4LDK',
      access: [
        { line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 },
        { line: '', station: '飯山駅', walkMinutes: 40 },
      ],
      zoning: '第一種住居地域',
      coverageRatio: 60,
      floorAreaRatio: 200,
      road: { direction: '南', widthM: 4 },
      utilities: ['上水道', '浄化槽', '電気'],
      landRights: '所有権',
      currentStatus: '空き家',
    },
  });

  test('the facts table shows 間取り, 交通, 用途地域, 建ぺい率, 容積率, 接道 and the stated 設備, 土地権利, 現況', async () => {
    detailApi(withFacts);
    renderRoute('/project/9');
    const table = await screen.findByTestId('property-facts');
    const row = rowOf(table);
    expect(row('間取り')).toHaveTextContent('4LDK');
    expect(within(row('交通')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['JR飯山線 戸狩野沢温泉駅 徒歩15分', '飯山駅 徒歩40分']);
    expect(row('用途地域')).toHaveTextContent('第一種住居地域');
    expect(row('建ぺい率')).toHaveTextContent('60%');
    expect(row('容積率')).toHaveTextContent('200%');
    expect(row('接道')).toHaveTextContent('南側 幅員4.0m');
    expect(row('設備')).toHaveTextContent('上水道・浄化槽・電気');
    expect(row('土地権利')).toHaveTextContent('所有権');
    expect(row('現況')).toHaveTextContent('空き家');
    // The price box sums it up: 建物 ・ 4LDK ・ … ・ the nearest station.
    expect(screen.getByText(/4LDK/, { selector: 'p' })).toHaveTextContent('戸狩野沢温泉駅 徒歩15分');
  });

  test('a listing without facts shows the six a buyer compares as —, and leaves the others out', async () => {
    detailApi(makeDetail(10));
    renderRoute('/project/10');
    const table = await screen.findByTestId('property-facts');
    for (const label of ['間取り', '交通', '用途地域', '建ぺい率', '容積率', '接道']) {
      expect(within(table).getByRole('rowheader', { name: label }).closest('tr')).toHaveTextContent('—');
    }
    for (const label of ['設備', '土地権利', '現況']) expect(within(table).queryByRole('rowheader', { name: label })).not.toBeInTheDocument();
  });

  test('schema.org data: a RealEstateListing with the price in yen, the house, its rooms and facts', async () => {
    detailApi(withFacts);
    renderRoute('/project/9');
    await screen.findByTestId('property-facts');
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { about: { additionalProperty: { name: string; value: string }[] } } & Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      name: '駅の近い古民家',
      url: `${window.location.origin}/project/9`,
      image: [`${window.location.origin}/uploads/properties/9/1.jpg`],
      offers: { '@type': 'Offer', price: 3_000_000, priceCurrency: 'JPY' },
      about: {
        '@type': 'SingleFamilyResidence',
        numberOfRooms: 4,
        yearBuilt: 1970,
        floorSize: { value: 120, unitCode: 'MTK' },
        lotSize: { value: 330, unitCode: 'MTK' },
        geo: { latitude: 36.8, longitude: 138.4 },
      },
    });
    const props = Object.fromEntries(ld.about.additionalProperty.filter((p) => p.name !== '交通').map((p) => [p.name, p.value]));
    expect(props).toEqual({ 間取り: '4LDK', 用途地域: '第一種住居地域', 建ぺい率: '60%', 容積率: '200%', 接道: '南側 幅員4.0m', 設備: '上水道・浄化槽・電気', 土地権利: '所有権', 現況: '空き家' });
  });
});
