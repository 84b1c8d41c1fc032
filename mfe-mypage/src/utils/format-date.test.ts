import { formatDate, formatDateTime } from './format-date';

describe('dates on the my page', () => {
  it('are shown in Japan time whatever the time zone of the machine (server and browser draw the same)', () => {
    expect(formatDateTime('2026-05-01T15:30:00Z')).toBe('2026/05/02 00:30');
    expect(formatDateTime('2026-05-01T01:05:00Z')).toBe('2026/05/01 10:05');
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027/01/01');
  });

  it('show nothing for a missing or bad value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
