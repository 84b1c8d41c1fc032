import { EDITORIAL_MESSAGES, MESSAGES } from '@akiya/contracts';
import { parseArticleFile, splitFrontMatter } from './article-import';

describe('splitFrontMatter', () => {
  it('reads key: value lines, quotes, lists, comments, CRLF and a BOM', () => {
    const text = '\uFEFF---\r\ntitle: "引用: あり"\r\ntags: [古民家, \'相続\']\r\n# a comment\r\nlead: 紹介 # trailing comment\r\n---\r\n本文\r\n';
    expect(splitFrontMatter(text)).toEqual({ fields: { title: '引用: あり', tags: ['古民家', '相続'], lead: '紹介' }, body: '本文' });
  });

  it('is null without a front matter block', () => {
    expect(splitFrontMatter('# just markdown')).toBeNull();
  });
});

describe('parseArticleFile', () => {
  it('accepts a type name or code, comma tags, and defaults to a draft', () => {
    const parsed = parseArticleFile('---\ntype: letters\ntitle: 手紙\nslug: letter-1\ntags: 庭, 梅\n---\n本文');
    expect(parsed).toEqual({
      ok: true,
      value: {
        status: 'draft',
        dto: expect.objectContaining({ type: 3, title: '手紙', slug: 'letter-1', tags: ['庭', '梅'], body: '本文', category: null, publishedAt: null }),
      },
    });
    expect(parseArticleFile('---\ntype: 8\ntitle: t\nslug: s\nstatus: published\n---\nb')).toMatchObject({ ok: true, value: { status: 'published', dto: { type: 8 } } });
  });

  it('reports every bad field with its Japanese message', () => {
    expect(parseArticleFile('---\ntype: news\ntitle: \nstatus: live\npublished_at: yesterday\n---\n')).toEqual({
      ok: false,
      errors: {
        type: [EDITORIAL_MESSAGES.invalidType],
        title: [MESSAGES.required],
        slug: [MESSAGES.required],
        body: [MESSAGES.required],
        published_at: [EDITORIAL_MESSAGES.invalidDate],
        status: [MESSAGES.invalidValue],
      },
    });
    expect(parseArticleFile('no front matter')).toEqual({ ok: false, errors: { frontMatter: [MESSAGES.required] } });
  });
});

describe('parseArticleFile and XML-forbidden characters', () => {
  it('strips the characters XML 1.0 forbids from every text of the file', () => {
    const parsed = parseArticleFile('---\ntype: blog\ntitle: 題\u0001名\u000b\uFFFE\nslug: s\nlead: 紹\u0008介\ntags: [庭\u0002, 梅]\nauthor: 著\uFFFF者\n---\n本\u0001文\t\n二行目');
    expect(parsed).toMatchObject({ ok: true, value: { dto: { title: '題名', lead: '紹介', tags: ['庭', '梅'], author: '著者', body: '本文\t\n二行目' } } });
  });

  it('a title of forbidden characters only is empty (required)', () => {
    expect(parseArticleFile('---\ntype: blog\ntitle: \u0001\uFFFE\nslug: s\n---\n本文')).toEqual({ ok: false, errors: { title: [MESSAGES.required] } });
  });
});
