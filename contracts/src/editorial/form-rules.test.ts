import { coverPathRule, parsePublishedAt, slugRule, tagsRule } from './form-rules';
import { EDITORIAL_MESSAGES } from './messages';

describe('editorial helpers', () => {
  it('checks slugs, cover paths, tags and dates', () => {
    expect(slugRule('akiya-2026')).toBeNull();
    expect(slugRule('Akiya_2026')).toBe(EDITORIAL_MESSAGES.invalidSlug);
    expect(coverPathRule('/uploads/editorial/a.jpg')).toBeNull();
    expect(coverPathRule('/uploads/../etc/passwd.jpg')).toBe(EDITORIAL_MESSAGES.invalidCoverPath);
    expect(coverPathRule('https://evil.example/a.jpg')).toBe(EDITORIAL_MESSAGES.invalidCoverPath);
    expect(tagsRule(['古民家', '相続'])).toBeNull();
    expect(tagsRule(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(EDITORIAL_MESSAGES.invalidTags);
    expect(parsePublishedAt('2026-04-01')?.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(parsePublishedAt('2026-04-01T09:00:00Z')?.toISOString()).toBe('2026-04-01T09:00:00.000Z');
    expect(parsePublishedAt('2026/04/01')).toBeNull();
  });
});
