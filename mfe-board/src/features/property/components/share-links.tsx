import { useId, useRef, useState } from 'react';
import { useSiteOrigin } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { HeadedBlock } from '../../../components/headed-block';
import { lineShareUrl, shortListingUrl, xShareUrl } from '../utils/share-urls';
import styles from './share-links.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** LINE, X and copy-link for a listing, all with its /s/{id} short link (shown, selectable). */
export function ShareLinks({ id, title }: { id: number; title: string }) {
  const origin = useSiteOrigin();
  const url = shortListingUrl(origin, id);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an old browser, a page not allowed to write): the link is selected to copy by hand.
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <HeadedBlock className={styles.share} headingId={headingId} headingClassName={styles.heading} heading={BOARD_TEXTS.share}>
      <input
        ref={field}
        className={styles.url}
        type="text"
        readOnly
        value={url}
        aria-label={BOARD_TEXTS.shareShortUrl}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={styles.buttons}>
        <a className={`${styles.button} ${styles.line}`} href={lineShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          {BOARD_TEXTS.shareLine}
          <span className="visually-hidden">{BOARD_TEXTS.shareNewWindow}</span>
        </a>
        <a className={`${styles.button} ${styles.x}`} href={xShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          {BOARD_TEXTS.shareX}
          <span className="visually-hidden">{BOARD_TEXTS.shareNewWindow}</span>
        </a>
        <button type="button" className={styles.button} onClick={() => void copyLink()}>
          {BOARD_TEXTS.shareCopy}
        </button>
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied' ? BOARD_TEXTS.shareCopied : copy === 'failed' ? BOARD_TEXTS.shareCopyFailed : ''}
      </p>
    </HeadedBlock>
  );
}
