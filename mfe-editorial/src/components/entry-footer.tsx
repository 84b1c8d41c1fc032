import { Link } from 'react-router-dom';
import { formatMessage, type EditorialStatus } from '@akiya/contracts';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { NeighbourLinks } from './neighbour-links';
import { ShareButtons } from './share-buttons';
import styles from './editorial.module.css';

interface EntryFooterProps {
  /** The entry (its id) and its older (前の記事) and newer (次の記事) neighbours, if any. */
  entry: { id: number; prevId: number | null; nextId: number | null };
  /** The path of an entry of the same list, by id. */
  entryPath: (id: number) => string;
  /** The entry's title, for the share buttons. */
  title: string;
  /** The list the entry belongs to: 「{title}の一覧へ」 links there. */
  list: { path: string; title: string };
}

/** The end of an entry's page (article, news item, Q&A): share buttons, the neighbouring entries and the way back to the list. */
export function EntryFooter({ entry, entryPath, title, list }: EntryFooterProps) {
  return (
    <>
      <ShareButtons path={entryPath(entry.id)} title={title} />
      <NeighbourLinks
        olderHref={entry.prevId ? entryPath(entry.prevId) : null}
        newerHref={entry.nextId ? entryPath(entry.nextId) : null}
      />
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
