import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { PAGE_SIZE, formatMessage } from '@akiya/contracts';
import { EmptyState, NotFoundPage, Pager, pageHref, setBackUrl, useAppDispatch } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { ListHeader } from '../../../components/list-header';
import { ListingCard } from '../../../components/listing-card';
import { FavoriteButton } from '../../../components/favorite-button';
import { ListingGrid, ListingGridItem } from '../../../components/listing-grid';
import { PageContainer } from '../../../components/page-container';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { saveListingNavigation } from '../../../utils/navigation-storage';
import { pageFromParam } from '../../../utils/page-param';
import { readHistories } from '../utils/histories-storage';

const BASE_PATH = '/histories';

/** /histories and /histories/page/:page: the browsing history from localStorage, no API call. */
export function HistoriesPage() {
  const { page: pageParam } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [entries] = useState(readHistories);
  const page = pageFromParam(pageParam);
  const totalPages = Math.ceil(entries.length / PAGE_SIZE);
  const outOfRange = page < 1 || (page > 1 && page > totalPages);
  const items = entries.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const backUrl = `${location.pathname}${location.search}`;

  useScrollToTop(backUrl);

  // Like a listing call, leave the ids, title and back URL for next/previous on the detail page.
  useEffect(() => {
    if (outOfRange || entries.length === 0) return;
    saveListingNavigation({ ids: entries.map((e) => e.id), title: BOARD_TEXTS.historiesTitle, backUrl });
    dispatch(setBackUrl(backUrl));
  }, [entries, outOfRange, backUrl, dispatch]);

  if (outOfRange) return <NotFoundPage />;
  if (pageParam !== undefined && page === 1) return <Navigate replace to={BASE_PATH} />;

  return (
    <PageContainer>
      <ListHeader
        documentTitle
        eyebrow={BOARD_TEXTS.eyebrowHistories}
        title={BOARD_TEXTS.historiesTitle}
        count={formatMessage(BOARD_TEXTS.totalCount, { count: entries.length })}
      />
      {entries.length === 0 ? (
        <EmptyState text={BOARD_TEXTS.historiesEmpty} testId="histories-empty">
          <p>{BOARD_TEXTS.historiesEmptyHint}</p>
          <Link to="/board">{BOARD_TEXTS.emptyLink}</Link>
        </EmptyState>
      ) : (
        <>
          <ListingGrid label={BOARD_TEXTS.historiesTitle}>
            {items.map((entry) => (
              <ListingGridItem key={entry.id}>
                <ListingCard listing={entry} action={<FavoriteButton variant="card" listingId={entry.id} title={entry.title} />} />
              </ListingGridItem>
            ))}
          </ListingGrid>
          <Pager
            current={page}
            total={totalPages}
            hrefFor={(n) => pageHref(BASE_PATH, n)}
            label={BOARD_TEXTS.pagination}
            previousLabel={BOARD_TEXTS.previous}
            nextLabel={BOARD_TEXTS.next}
          />
        </>
      )}
    </PageContainer>
  );
}
