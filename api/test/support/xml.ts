import { SaxesParser } from 'saxes';

/**
 * Reads `xml` with a strict XML 1.0 parser (namespaces on), `listen` setting its event handlers
 * first. The first error ends the reading: its message is returned; null when the document is well-formed.
 */
export function readXml(xml: string, listen?: (parser: SaxesParser<{ xmlns: true }>) => void): string | null {
  const parser = new SaxesParser({ xmlns: true });
  listen?.(parser);
  try {
    parser.write(xml).close();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** Asserts an Atom feed answer: 200, the Atom content type, the feed element (xml:lang ja) and its self link `selfUrl`. */
export function expectAtomFeed(res: { statusCode: number; headers: Record<string, unknown>; body: string }, selfUrl: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">');
  expect(res.body).toContain(`<link rel="self" type="application/atom+xml" href="${selfUrl}"/>`);
}
