import { unreadIdsByThread } from './unread-ids';

describe('unreadIdsByThread', () => {
  const rows = [
    { id: 3, thread: 10, to: 1 },
    { id: '5', thread: 11, to: 2 },
    { id: 7, thread: 10, to: 2 },
  ];

  it('groups the ids per thread, in the rows’ order, as numbers', () => {
    expect(unreadIdsByThread(rows, (r) => r.thread)).toEqual({ '10': [3, 7], '11': [5] });
  });

  it('keeps only the rows the filter accepts', () => {
    expect(unreadIdsByThread(rows, (r) => r.thread, (r) => r.to === 2)).toEqual({ '10': [7], '11': [5] });
  });

  it('is empty without rows', () => {
    expect(unreadIdsByThread([], () => 1)).toEqual({});
  });
});
