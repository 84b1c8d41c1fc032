import { SITE_NAME } from '@akiya/contracts';
import styles from './editorial.module.css';

/**
 * The Atom feed of a list (/news/feed.xml, /blog/feed.xml, served by the API): a
 * `<link rel="alternate">` React places in the document head while the list is shown, and a plain
 * link to it (a full navigation: the feed is not a page of the site's router).
 */
export function FeedLink({ href, title }: { href: string; title: string }) {
  const name = `${title} | ${SITE_NAME}`;
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={name} href={href} />
      <p className={styles.feed}>
        <a href={href} type="application/atom+xml">
          {title}のフィード（Atom）
        </a>
      </p>
    </>
  );
}
