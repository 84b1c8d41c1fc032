import {
  availableActions,
  DEAL_ACTIONS,
  DEAL_STATUS,
  DEAL_STATUSES,
  type DealAction,
  type DealContext,
  type DealStatusName,
  isDealActionAvailable,
  isDealStatusName,
  ROOT_TYPE_KEYS,
  ROOT_TYPES,
} from './deal-status';

describe('DEAL_STATUSES', () => {
  it('lists the 17 statuses of docs/product.md §4 in order with exact names and unique keys', () => {
    expect(DEAL_STATUSES.map((s) => s.name)).toEqual([
      '商談開始前',
      '商談開始後',
      '買主から内覧予約',
      '買主から内覧変更',
      '売主から内覧変更',
      '内覧確定後',
      '内覧却下',
      '内覧後・購入申込書送付',
      '購入申込書提出',
      '購入申込書調整',
      '購入申込書保留',
      '購入申込書却下',
      '購入申込書承諾',
      '商談成立後',
      '決済完了',
      'キャンセル',
      '他決',
    ]);
    expect(new Set(DEAL_STATUSES.map((s) => s.key)).size).toBe(17);
    for (const { key, name } of DEAL_STATUSES) expect(DEAL_STATUS[key]).toBe(name);
  });

  it('recognises status names', () => {
    expect(isDealStatusName('内覧確定後')).toBe(true);
    expect(isDealStatusName('商談中')).toBe(false);
    expect(isDealStatusName('viewingConfirmed')).toBe(false);
    expect(isDealStatusName(1)).toBe(false);
  });
});

describe('ROOT_TYPES', () => {
  it('maps the nine root types to their names, in order', () => {
    expect(Object.entries(ROOT_TYPES)).toEqual([
      ['sales-pending', '商談中'], ['published', '掲載中'], ['under-contract', '契約中'],
      ['purchased', '購入済'], ['sold', '売却済'], ['paid', '決済完了'],
      ['stop-publish', '掲載中止'], ['sales-decline', '商談辞退'], ['sales-end', '商談終了'],
    ]);
    expect(ROOT_TYPE_KEYS).toEqual(Object.keys(ROOT_TYPES));
  });
});

describe('availableActions', () => {
  const TODAY = '2025-03-10';
  const base = {
    previewDate: null,
    today: TODAY,
    messages: [
      { send_from: 1, send_to: 2 },
      { send_from: 2, send_to: 1 },
    ],
  };

  /**
   * Expected buttons per status for a buyer and a seller, with no preview date and a message from
   * 2 to 1 (so every message/date dependent button can appear).
   */
  const EXPECTED: [DealStatusName, buyer: DealAction[], seller: DealAction[]][] = [
    ['商談開始前', ['buyerForcedApplication', 'cancel'], ['cancel']],
    ['商談開始後', ['buyerContact', 'buyerForcedApplication', 'cancel'], ['sellerRequestViewing', 'cancel']],
    ['買主から内覧予約', ['buyerContact', 'changeViewing', 'buyerForcedApplication', 'cancel'], ['sellerRespondViewing', 'cancel']],
    ['買主から内覧変更', ['buyerContact', 'buyerForcedApplication', 'cancel'], ['sellerRespondViewing', 'cancel']],
    ['売主から内覧変更', ['buyerContact', 'buyerRespondSellerChange', 'buyerForcedApplication', 'cancel'], ['cancel']],
    ['内覧確定後', ['buyerContact', 'changeViewing', 'buyerForcedApplication', 'cancel'], ['changeViewing', 'cancel']],
    ['内覧却下', ['buyerContact', 'buyerForcedApplication', 'cancel'], ['cancel']],
    ['内覧後・購入申込書送付', ['buyerContact', 'buyerPurchaseApplication', 'buyerForcedApplication', 'cancel'], ['cancel']],
    ['購入申込書提出', ['buyerContact', 'cancel'], ['sellerApplicationResponse', 'cancel']],
    ['購入申込書調整', ['buyerContact', 'buyerPurchaseApplication', 'cancel'], ['cancel']],
    ['購入申込書保留', ['buyerContact', 'cancel'], ['sellerApplicationResponse', 'cancel']],
    ['購入申込書却下', ['buyerContact', 'buyerPurchaseApplication', 'cancel'], ['cancel']],
    ['購入申込書承諾', ['buyerContact', 'cancel'], ['cancel']],
    ['商談成立後', ['cancel'], ['cancel']],
    ['決済完了', [], []],
    ['キャンセル', ['cancel'], ['cancel']],
    ['他決', ['cancel'], ['cancel']],
  ];

  it('covers every status in the table, in order', () => {
    expect(EXPECTED.map(([status]) => status)).toEqual(DEAL_STATUSES.map((s) => s.name));
  });

  it.each(EXPECTED)('%s: expected buttons for buyer and seller', (status, buyer, seller) => {
    expect(availableActions({ ...base, status, isSeller: false })).toEqual(buyer);
    expect(availableActions({ ...base, status, isSeller: true })).toEqual(seller);
  });

  it('agrees with isDealActionAvailable and keeps DEAL_ACTIONS order', () => {
    for (const { name: status } of DEAL_STATUSES) {
      for (const isSeller of [false, true]) {
        const ctx: DealContext = { ...base, status, isSeller };
        expect(availableActions(ctx)).toEqual(DEAL_ACTIONS.filter((a) => isDealActionAvailable(ctx, a)));
      }
    }
  });

  describe('buyer contact/request', () => {
    const buyer = (status: DealStatusName, previewDate: string | null) =>
      availableActions({ ...base, status, isSeller: false, previewDate }).includes('buyerContact');

    it('is hidden once a preview date exists', () => {
      expect(buyer('商談開始後', null)).toBe(true);
      expect(buyer('商談開始後', '2025-03-20')).toBe(false);
      expect(buyer('内覧確定後', '2025-03-20')).toBe(false);
    });

    it('is shown when the viewing was rejected, even with a preview date', () => {
      expect(buyer('内覧却下', '2025-03-20')).toBe(true);
    });

    it.each(['商談開始前', '他決', 'キャンセル', '決済完了', '商談成立後'] as const)('is hidden in %s', (status) => {
      expect(buyer(status, null)).toBe(false);
    });

    it('is never shown to a seller', () => {
      expect(availableActions({ ...base, status: '内覧却下', isSeller: true })).not.toContain('buyerContact');
    });
  });

  describe('change-viewing', () => {
    const change = (status: DealStatusName, isSeller: boolean, previewDate: string | null) =>
      availableActions({ ...base, status, isSeller, previewDate }).includes('changeViewing');

    it('is hidden when the viewing is today', () => {
      expect(change('内覧確定後', true, TODAY)).toBe(false);
      expect(change('内覧確定後', false, TODAY)).toBe(false);
      expect(change('買主から内覧予約', false, TODAY)).toBe(false);
      expect(change('内覧確定後', false, `${TODAY} 14:00:00`)).toBe(false);
      expect(change('内覧確定後', false, '2025/03/10')).toBe(false);
    });

    it('is shown on other days', () => {
      expect(change('内覧確定後', true, '2025-03-11')).toBe(true);
      expect(change('内覧確定後', false, '2025-03-09')).toBe(true);
      expect(change('買主から内覧予約', false, '2025-03-11')).toBe(true);
    });

    it('is seller-only in 内覧確定後 and buyer-only in 内覧確定後 / 買主から内覧予約', () => {
      expect(change('買主から内覧予約', true, '2025-03-11')).toBe(false);
      expect(change('商談開始後', false, '2025-03-11')).toBe(false);
      expect(change('買主から内覧変更', false, '2025-03-11')).toBe(false);
    });
  });

  describe('forced application', () => {
    const forced = (status: DealStatusName, messages: DealContext['messages']) =>
      availableActions({ ...base, status, isSeller: false, messages }).includes('buyerForcedApplication');

    it('needs a message with send_from 2 and send_to 1', () => {
      expect(forced('商談開始後', [{ send_from: 2, send_to: 1 }])).toBe(true);
      expect(forced('商談開始後', [])).toBe(false);
      expect(forced('商談開始後', [{ send_from: 1, send_to: 2 }])).toBe(false);
      expect(forced('商談開始後', [{ send_from: 2, send_to: 3 }])).toBe(false);
      expect(forced('商談開始後', [{ send_from: 3, send_to: 1 }])).toBe(false);
    });

    it('is never shown to a seller', () => {
      expect(availableActions({ ...base, status: '商談開始後', isSeller: true })).not.toContain('buyerForcedApplication');
    });
  });

  it('shows cancel everywhere except 決済完了, for both sides', () => {
    for (const { name: status } of DEAL_STATUSES) {
      for (const isSeller of [false, true]) {
        expect(availableActions({ ...base, status, isSeller }).includes('cancel')).toBe(status !== '決済完了');
      }
    }
  });
});
