import { useState } from 'react';
import { Button, buttonClass, useSiteOrigin } from '@akiya/shared-ui';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { absoluteUrl } from './json-ld';
import styles from './editorial.module.css';

/** The share addresses of a page (plain links: no third-party scripts on our pages). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** Copy link, LINE, X (Twitter) and Facebook for the page at `path`. */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const url = absoluteUrl(path, useSiteOrigin());
  const links = shareLinks(url, title);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('done');
    } catch {
      setCopy('failed');
    }
  };

  const external = [
    { href: links.line, label: EDITORIAL_TEXTS.shareLine },
    { href: links.x, label: EDITORIAL_TEXTS.shareX },
    { href: links.facebook, label: EDITORIAL_TEXTS.shareFacebook },
  ];

  return (
    <section className={styles.section} aria-label={EDITORIAL_TEXTS.share}>
      <h2 className={styles.sectionTitle}>{EDITORIAL_TEXTS.share}</h2>
      <ul className={styles.shareList}>
        <li>
          <Button variant="secondary" onClick={() => void onCopy()}>
            {EDITORIAL_TEXTS.copyLink}
          </Button>
        </li>
        {external.map((item) => (
          <li key={item.label}>
            <a className={buttonClass('secondary')} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.label}
              <span className="visually-hidden">{EDITORIAL_TEXTS.opensInNewWindow}</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={copy === 'failed' ? styles.error : styles.status}>
        {copy === 'done' ? EDITORIAL_TEXTS.copied : copy === 'failed' ? EDITORIAL_TEXTS.copyFailed : ''}
      </p>
    </section>
  );
}
