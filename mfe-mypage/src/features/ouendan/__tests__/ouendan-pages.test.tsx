import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_MESSAGES, type MyPartnerResponse, type StaffPartnerItem, type StaffPartnerReferralItem, type StaffPartnerRewardItem } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

function api(handler: (r: SeenRequest) => FakeAnswer | undefined, staff = false) {
  return mockFetch((_url, r) => handler(r), { baseData: testBaseData({ user: { ...testUser(), ...(staff ? { is_staff: true } : {}) } }) });
}

const APPROVED: MyPartnerResponse = {
  partner: { id: 4, status: 'approved', displayName: '能登の空き家応援団', area: '石川県輪島市', referralPath: '/ref/4', createdAt: '2026-11-01T00:00:00.000Z', version: 2 },
  referrals: [
    { id: 11, kind: 'registration', ownerLabel: '山田 様', propertyId: null, propertyTitle: null, createdAt: '2026-11-05T00:00:00.000Z', state: 'creditable', rewardId: null },
    { id: 12, kind: 'listing', ownerLabel: '佐藤 様', propertyId: 30, propertyTitle: '輪島の古民家', createdAt: '2026-11-06T00:00:00.000Z', state: 'creditable', rewardId: 7 },
    { id: 13, kind: 'registration', ownerLabel: '田中 様', propertyId: null, propertyTitle: null, createdAt: '2026-11-07T00:00:00.000Z', state: 'waiting', rewardId: null },
    { id: 14, kind: 'listing', ownerLabel: '鈴木 様', propertyId: 31, propertyTitle: '珠洲の家', createdAt: '2026-11-08T00:00:00.000Z', state: 'waiting', rewardId: null },
    { id: 15, kind: 'listing', ownerLabel: '高橋 様', propertyId: 32, propertyTitle: '能登の蔵', createdAt: '2026-11-09T00:00:00.000Z', state: 'void', rewardId: null },
  ],
  rewards: [{ id: 7, referralId: 12, kind: 'listing', amountYen: 10000, status: 'approved', version: 2, createdAt: '2026-11-07T00:00:00.000Z' }],
};

describe('/my-page/ouendan', () => {
  it('a user who is no supporter is told how to join', async () => {
    api((r) => (r.path === '/api/my-page/partner' ? { body: { partner: null, referrals: [], rewards: [] } } : undefined));
    renderMyPage('/my-page/ouendan');
    expect(await screen.findByText('応援団としての活動記録はまだありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '応援団に申し込む' })).toHaveAttribute('href', '/ouendan/join');
  });

  it('a pending supporter sees that the application is under review, without a link', async () => {
    api((r) => (r.path === '/api/my-page/partner' ? { body: { ...APPROVED, partner: { ...APPROVED.partner!, status: 'pending', referralPath: null }, referrals: [], rewards: [] } } : undefined));
    renderMyPage('/my-page/ouendan');
    expect(await screen.findByText(/事務局で審査しています/)).toBeInTheDocument();
    expect(screen.queryByLabelText('あなたの紹介リンク')).toBeNull();
  });

  it('an approved supporter sees the referral link, the owners brought and requests a reward', async () => {
    const user = userEvent.setup();
    let requested = false;
    const mock = api((r) => {
      if (r.path === '/api/my-page/partner') {
        return { body: requested ? { ...APPROVED, referrals: [{ ...APPROVED.referrals[0], rewardId: 8 }, APPROVED.referrals[1]], rewards: [...APPROVED.rewards, { id: 8, referralId: 11, kind: 'registration', amountYen: 1000, status: 'requested', version: 1, createdAt: '2026-11-08T00:00:00.000Z' }] } : APPROVED };
      }
      if (r.path === '/api/my-page/partner/referrals/11/reward' && r.method === 'POST') {
        requested = true;
        return { body: { id: 8 } };
      }
      return undefined;
    });
    renderMyPage('/my-page/ouendan');
    expect(await screen.findByLabelText('あなたの紹介リンク')).toHaveTextContent(/\/ref\/4$/);
    expect(screen.getByRole('link', { name: '事務局にメッセージを送る' })).toHaveAttribute('href', '/my-page/consultings/partner/4');
    const rows = screen.getAllByTestId('partner-referral');
    expect(rows[1]).toHaveTextContent('10,000円・承認済み');
    expect(within(rows[1]).getByRole('link', { name: '輪島の古民家' })).toHaveAttribute('href', '/project/30');
    // Not creditable yet (address not verified, listing not approved) or never (suspended): no button.
    expect(rows[2]).toHaveTextContent('メールアドレスの確認待ち');
    expect(rows[3]).toHaveTextContent('掲載の審査待ち');
    expect(rows[4]).toHaveTextContent('報酬の対象外');
    for (const row of rows.slice(2)) expect(within(row).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]).getByRole('button', { name: '報酬を申請する（1,000円）' }));
    expect(await screen.findByText(PARTNER_MESSAGES.rewardRequested)).toBeInTheDocument();
    expect(await within(screen.getAllByTestId('partner-referral')[0]).findByText('1,000円・申請中')).toBeInTheDocument();
    expect(mock.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('/my-page/staff/partners', () => {
  const APPLICATION: StaffPartnerItem = {
    id: 5,
    status: 'pending',
    displayName: '信州の応援団',
    area: '長野県松本市',
    referralPath: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    version: 1,
    activity: '近所の空き家を紹介したいです。',
    phone: null,
    user: { id: 9, name: '有栖 花子', email: 'alice@example.jp' },
  };
  const REWARD: StaffPartnerRewardItem = {
    id: 8,
    referralId: 11,
    kind: 'registration',
    amountYen: 1000,
    status: 'requested',
    version: 1,
    createdAt: '2026-11-08T00:00:00.000Z',
    partner: { id: 4, displayName: '能登の空き家応援団' },
  };

  const REFERRAL: StaffPartnerReferralItem = {
    id: 11,
    partner: { id: 4, displayName: '能登の空き家応援団' },
    kind: 'registration',
    state: 'creditable',
    referralPath: '/ref/4',
    createdAt: '2026-11-05T09:30:00.000Z',
    owner: { id: 21, email: 'yamada@example.jp', name: '山田 一郎', registeredAt: '2026-11-05T09:30:00.000Z', verifiedAt: '2026-11-05T10:00:00.000Z' },
    property: null,
    rewardId: 8,
  };

  it('is the 404 page for anyone but staff', async () => {
    api(() => ({ status: 404, body: { statusCode: 404, message: 'Not Found' } }));
    renderMyPage('/my-page/staff/partners');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('staff approve an application and move a reward along its table', async () => {
    const user = userEvent.setup();
    const mock = api((r) => {
      if (r.path === '/api/staff/partners') return { body: { items: [APPLICATION] } };
      if (r.path === '/api/staff/partner-rewards') return { body: { items: [REWARD] } };
      if (r.path === '/api/staff/partner-referrals') return { body: { items: [REFERRAL] } };
      if (r.method === 'POST') return { body: {} };
      return undefined;
    }, true);
    renderMyPage('/my-page/staff/partners');
    const item = await screen.findByRole('listitem', { name: '信州の応援団' });
    expect(within(item).getByText('審査中')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: '承認する' }));
    expect(await screen.findByText('「信州の応援団」を承認済みにしました。')).toBeInTheDocument();
    const row = screen.getByTestId('staff-partner-reward');
    // Where the credit came from: the account that registered through the partner's link.
    expect(row).toHaveTextContent('紹介 #11（会員登録：yamada@example.jp（ID 21））');
    const source = screen.getByTestId('staff-partner-referral');
    expect(source).toHaveTextContent('能登の空き家応援団（/ref/4）');
    expect(source).toHaveTextContent('報酬の対象・報酬申請 #8');
    // requested: approve or reject, never straight to paid
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['承認する', '見送る']);
    await user.click(within(row).getByRole('button', { name: '承認する' }));
    const posts = mock.seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
    expect(posts).toEqual([
      ['/api/staff/partners/5/status', { to: 'approved', version: 1 }],
      ['/api/staff/partner-rewards/8/status', { to: 'approved', version: 1 }],
    ]);
  });
});
