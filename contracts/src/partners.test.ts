import { MESSAGES, formatMessage } from './messages';
import { canMovePartner, canMoveReward, emptyPartnerJoin, formatYen, PARTNER_REWARDS, rewardAmountOf, validatePartnerJoin } from './partners';

describe('the supporter join form', () => {
  it('asks for the name, area, activity and the agreement; the phone is optional but checked', () => {
    expect(validatePartnerJoin(emptyPartnerJoin())).toEqual({
      display_name: MESSAGES.required,
      area: MESSAGES.required,
      activity: MESSAGES.required,
      agree: expect.any(String),
    });
    const ok = { display_name: '能登の応援団', area: '石川県輪島市', activity: '地元の空き家を持ち主さんにご紹介したいです。', phone: '', agree: true };
    expect(validatePartnerJoin(ok)).toEqual({});
    expect(validatePartnerJoin({ ...ok, phone: '0768-22-1234' })).toEqual({});
    expect(validatePartnerJoin({ ...ok, phone: '07682212345x' }).phone).toBe(MESSAGES.phone);
    expect(validatePartnerJoin({ ...ok, activity: '短い' }).activity).toBe(formatMessage(MESSAGES.minLength, { length: 10 }));
    expect(validatePartnerJoin({ ...ok, display_name: 'あ'.repeat(31) }).display_name).toBe(formatMessage(MESSAGES.maxLength, { length: 30 }));
  });
});

describe('statuses', () => {
  it('a partner is approved or rejected once', () => {
    expect(canMovePartner('pending', 'approved')).toBe(true);
    expect(canMovePartner('pending', 'rejected')).toBe(true);
    expect(canMovePartner('approved', 'rejected')).toBe(false);
    expect(canMovePartner('rejected', 'approved')).toBe(false);
  });

  it('a reward goes requested → approved → paid, or requested → rejected', () => {
    expect(canMoveReward('requested', 'approved')).toBe(true);
    expect(canMoveReward('approved', 'paid')).toBe(true);
    expect(canMoveReward('requested', 'rejected')).toBe(true);
    expect(canMoveReward('requested', 'paid')).toBe(false);
    expect(canMoveReward('paid', 'requested')).toBe(false);
    expect(canMoveReward('nope', 'approved')).toBe(false);
  });
});

describe('reward amounts', () => {
  it('are data, one per referral kind', () => {
    expect(PARTNER_REWARDS.map((r) => r.kind)).toEqual(['registration', 'listing']);
    expect(rewardAmountOf('listing')).toBe(10_000);
    expect(formatYen(10_000)).toBe('10,000円');
  });
});
