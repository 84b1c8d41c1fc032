import { formatMessage, MESSAGES } from './messages';
import { normalizeStaffUserQuery, staffAuditActionLabel, STAFF_USER_MESSAGES, STAFF_USER_REASON_MAX, validateStaffUserReason } from './staff-users';

describe('validateStaffUserReason', () => {
  it('asks for a reason in the words of the move', () => {
    for (const reason of ['', '   ', '\u3000']) {
      expect(validateStaffUserReason('disable', { reason })).toEqual({ reason: STAFF_USER_MESSAGES.disableReasonRequired });
      expect(validateStaffUserReason('enable', { reason })).toEqual({ reason: STAFF_USER_MESSAGES.enableReasonRequired });
    }
    expect(STAFF_USER_MESSAGES.disableReasonRequired).toBe('無効にする理由を入力してください');
  });

  it('takes a reason up to the limit (code points)', () => {
    expect(validateStaffUserReason('disable', { reason: '規約違反' })).toEqual({});
    expect(validateStaffUserReason('disable', { reason: '𠮷'.repeat(STAFF_USER_REASON_MAX) })).toEqual({});
    expect(validateStaffUserReason('disable', { reason: 'あ'.repeat(STAFF_USER_REASON_MAX + 1) })).toEqual({
      reason: formatMessage(MESSAGES.maxLength, { length: STAFF_USER_REASON_MAX }),
    });
  });
});

describe('normalizeStaffUserQuery', () => {
  it('trims and makes whitespace runs (full-width included) one space', () => {
    expect(normalizeStaffUserQuery('  鈴木\u3000 美咲 ')).toBe('鈴木 美咲');
    expect(normalizeStaffUserQuery(undefined)).toBe('');
    expect(normalizeStaffUserQuery(['a'])).toBe('');
  });
});

describe('staffAuditActionLabel', () => {
  it('labels the known actions and shows the others as they are', () => {
    expect(staffAuditActionLabel('user.disable')).toBe('アカウントを無効化');
    expect(staffAuditActionLabel('something.new')).toBe('something.new');
  });
});
