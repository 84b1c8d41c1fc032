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
