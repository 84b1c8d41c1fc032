import { parseStaffInboxQuery, STAFF_INBOX_MESSAGES, STAFF_INBOX_REPLY_MAX, staffInboxSearch, validateStaffInboxReply } from './staff-inbox';

const params = (s: string) => new URLSearchParams(s);

describe('staff inbox query', () => {
  it('reads kind, state, q and page; drops unknown values', () => {
    expect(parseStaffInboxQuery(params('kind=contact&state=unread&q=%E3%80%80%E8%8A%B1%E5%AD%90%20%20x%20&page=3'))).toEqual({ kind: 'contact', state: 'unread', q: '花子 x', page: 3 });
    expect(parseStaffInboxQuery(params('kind=spam&state=deleted&page=0'))).toEqual({ kind: null, state: null, q: '', page: 1 });
    expect(parseStaffInboxQuery(params('page=abc'))).toMatchObject({ page: 1 });
  });

  it('writes back the same URL, leaving out defaults', () => {
    const search = staffInboxSearch({ kind: 'republish', state: 'handled', q: '花子 & x', page: 2 });
    expect(search).toBe(`?kind=republish&state=handled&q=${encodeURIComponent('花子 & x')}&page=2`);
    expect(parseStaffInboxQuery(params(search.slice(1)))).toEqual({ kind: 'republish', state: 'handled', q: '花子 & x', page: 2 });
    expect(staffInboxSearch({ kind: null, state: null, q: '', page: 1 })).toBe('');
  });
});

describe('validateStaffInboxReply', () => {
  it('requires a reply of at most the limit', () => {
    expect(validateStaffInboxReply({ body: ' \n ' })).toEqual({ body: STAFF_INBOX_MESSAGES.replyRequired });
    expect(validateStaffInboxReply({ body: 'あ'.repeat(STAFF_INBOX_REPLY_MAX + 1) })).toEqual({ body: STAFF_INBOX_MESSAGES.replyTooLong });
    expect(validateStaffInboxReply({ body: 'あ'.repeat(STAFF_INBOX_REPLY_MAX) })).toEqual({});
  });
});
