import styles from './editorial.module.css';

/**
 * The body of an article, news item or answer: HTML rendered from Markdown and sanitised by the API
 * on save (an allow-list without scripts, event handlers or javascript: URLs), inserted as is.
 */
export function HtmlBody({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  return <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
