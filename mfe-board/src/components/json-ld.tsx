/**
 * schema.org data for search engines: a `<script type="application/ld+json">`. Browsers never run this
 * type, so the page's CSP (no inline scripts) does not apply to it; `<` is escaped so no text in the
 * data can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
