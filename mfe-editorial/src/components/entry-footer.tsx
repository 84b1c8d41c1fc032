import { Link } from 'react-router-dom';
import { formatMessage, type EditorialStatus } from '@akiya/contracts';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { NeighbourLinks } from './neighbour-links';
import { ShareButtons } from './share-buttons';
import styles from './editorial.module.css';

interface EntryFooterProps {
  /** The entry's own path and title, for the share buttons. */
  path: string;
  title: string;
  /** The older (前の記事) and newer (次の記事) entry, if any. */
  olderHref: string | null;
  newerHref: string | null;
  /** The list the entry belongs to: 「{title}の一覧へ」 links there. */
  list: { path: string; title: string };
}

/** The end of an entry's page (article, news item, Q&A): share buttons, the neighbouring entries and the way back to the list. */
export function EntryFooter({ path, title, olderHref, newerHref, list }: EntryFooterProps) {
  return (
    <>
      <ShareButtons path={path} title={title} />
      <NeighbourLinks olderHref={olderHref} newerHref={newerHref} />
      <p className={styles.section}>
        <Link to={list.path}>{formatMessage(EDITORIAL_TEXTS.backToList, { title: list.title })}</Link>
      </p>
    </>
  );
}

/** The preview note on a draft entry (staff only see drafts); nothing on a published one. */
export function DraftNotice({ status }: { status: EditorialStatus }) {
  if (status !== 'draft') return null;
  return (
    <p className={styles.notice} role="note">
      {EDITORIAL_TEXTS.preview}
    </p>
  );
}
