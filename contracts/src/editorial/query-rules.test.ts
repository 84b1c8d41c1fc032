import { MESSAGES } from '../messages';
import { EDITORIAL_MESSAGES } from './messages';
import {
  leadingDigitsId,
  validateArticleDetailQuery,
  validateArticlesQuery,
  validateEditorialDetailQuery,
  validateNewsQuery,
  validateSolutionsQuery,
} from './query-rules';

describe('editorial queries', () => {
  it('defaults page 1 and limit 10', () => {
    expect(validateArticlesQuery({})).toEqual({ ok: true, value: { page: 1, limit: 10 } });
    expect(validateNewsQuery({ page: '2', categoryName: ' お知らせ ' })).toEqual({ ok: true, value: { page: 2, limit: 10, categoryName: 'お知らせ' } });
  });

  it('refuses a non-digit page, an unknown type, an unknown key', () => {
    expect(validateArticlesQuery({ page: '1a' })).toEqual({ ok: false, errors: { page: [MESSAGES.invalidPage] } });
    expect(validateArticlesQuery({ type: '5' })).toEqual({ ok: false, errors: { type: [EDITORIAL_MESSAGES.invalidType] } });
    expect(validateArticlesQuery({ type: 'blog' })).toEqual({ ok: false, errors: { type: [EDITORIAL_MESSAGES.invalidType] } });
    expect(validateSolutionsQuery({ sort: 'x' })).toEqual({ ok: false, errors: { sort: [MESSAGES.unknownParameter] } });
    expect(validateSolutionsQuery({ limit: '51' })).toEqual({ ok: false, errors: { limit: [MESSAGES.invalidLimit] } });
  });

  it('takes story categories only for stories', () => {
    expect(validateArticlesQuery({ type: '2', category: 'kominka' })).toEqual({ ok: true, value: { page: 1, limit: 10, type: 2, category: 'kominka' } });
    expect(validateArticlesQuery({ type: '7', category: 'kominka' }).ok).toBe(false);
    expect(validateArticlesQuery({ category: 'nope' })).toEqual({ ok: false, errors: { category: [EDITORIAL_MESSAGES.invalidCategory] } });
  });

  it('applies the search-word rule to word', () => {
    expect(validateArticlesQuery({ word: 'あ' }).ok).toBe(false);
    expect(validateSolutionsQuery({ word: ' 古民家 ' })).toEqual({ ok: true, value: { page: 1, limit: 10, word: '古民家' } });
  });

  it('reads preview and type of a detail', () => {
    expect(validateArticleDetailQuery({ preview: '1', type: '3' })).toEqual({ ok: true, value: { preview: true, type: 3 } });
    expect(validateEditorialDetailQuery({})).toEqual({ ok: true, value: { preview: false } });
    expect(validateEditorialDetailQuery({ preview: 'yes' })).toEqual({ ok: false, errors: { preview: [EDITORIAL_MESSAGES.invalidPreview] } });
  });
});

describe('editorial helpers', () => {
  it('uses only the leading digits of a solution id', () => {
    expect(leadingDigitsId('12-how-to-sell')).toBe(12);
    expect(leadingDigitsId('007')).toBe(7);
    expect(leadingDigitsId('a12')).toBeNull();
    expect(leadingDigitsId('0')).toBeNull();
  });
});
