import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { boardFeedPath, formatMessage, formatNumber } from '@akiya/contracts';
import {
  EmptyState,
  NotFoundPage,
  Pager,
  QueryError,
  SearchBox,
  apiErrorMessage,
  apiErrorStatus,
  pageHref,
  setBackUrl,
  useAppDispatch,
  useGetBaseDataQuery,
} from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { DocumentTitle } from '../../../components/document-title';
import { ListHeader } from '../../../components/list-header';
import { ListingCard } from '../../../components/listing-card';
import { ListingGrid, ListingGridItem } from '../../../components/listing-grid';
import { ListingSkeleton } from '../../../components/listing-skeleton';
import { PageContainer } from '../../../components/page-container';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { listingNavigationAttributes, saveListingNavigation } from '../../../utils/navigation-storage';
import { FavoriteButton } from '../../../components/favorite-button';
import { useGetPropertiesQuery, type ListQuery } from '../api/listings-api';
import type { ReadySource } from '../utils/listing-source';
import { listingQuery } from '../utils/listing-query';
import { FilterPanel } from './filter-panel';
import { SaveSearchButton } from './save-search-button';
import { MunicipalityLinks } from './municipality-links';

/** Fetches one page of a list and shows it: heading, sort, cards, pagination and every state. */
export function ListingResults({ source, page }: { source: ReadySource; page: number }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  // Wait for base data on a cold start (it carries a logged-in user's saved params), but never block on its failure.
  const { data: baseData, isLoading: baseDataLoading } = useGetBaseDataQuery();

  // Search params: the saved ones (or the defaults), overridden by what the URL says for this visit.
  // The route's loader builds the same query (listing-loaders.ts).
  const { baseline, effective, filters, query } = listingQuery(source, page, searchParams, baseData);
  const ready = query.ok && !baseDataLoading;
  // `skip` rather than RTK's skipToken: no import of @reduxjs/toolkit in this remote (it is not shared).
  const { currentData, error, isFetching, refetch } = useGetPropertiesQuery((query.ok ? query.value : {}) as ListQuery, { skip: !ready });

  const backUrl = `${location.pathname}${location.search}`;
  const pastLastPage = currentData !== undefined && page > Math.max(1, currentData.totalPages);

  useScrollToTop(`${location.pathname}${location.search}`);

  // Spec docs/product.md §7: each listing call stores the returned ids, a title and a back URL.
  useEffect(() => {
    if (!currentData || pastLastPage || source.title === null) return;
    saveListingNavigation({ ids: currentData.applicableIds, title: source.title, backUrl });
    dispatch(setBackUrl(backUrl));
  }, [currentData, pastLastPage, source.title, backUrl, dispatch]);

  if (!query.ok || pastLastPage || apiErrorStatus(error) === 404) return <NotFoundPage />;

  const title = source.title ?? source.eyebrow;
  const feedPath = boardFeedPath(query.value);

  let body;
  if ((isFetching || baseDataLoading) && !currentData) {
    body = <ListingSkeleton />;
  } else if (error) {
    body = <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} testId="listing-error" />;
  } else if (currentData && currentData.items.length === 0) {
    body = (
      <EmptyState text={BOARD_TEXTS.empty} testId="listing-empty">
        <p>{BOARD_TEXTS.emptyHint}</p>
        <Link to="/board">{BOARD_TEXTS.emptyLink}</Link>
      </EmptyState>
    );
  } else if (currentData) {
    body = (
      <ListingGrid label={title}>
        {currentData.items.map((listing, index) => (
          <ListingGridItem key={listing.id}>
            <ListingCard
              listing={listing}
              priority={index === 0}
              action={<FavoriteButton variant="card" listingId={listing.id} title={listing.title} />}
            />
          </ListingGridItem>
        ))}
      </ListingGrid>
    );
  }

  const count = currentData ? formatMessage(BOARD_TEXTS.totalCount, { count: formatNumber(currentData.total) }) : null;
  const range =
    currentData && currentData.items.length > 0
      ? formatMessage(BOARD_TEXTS.range, {
          from: (page - 1) * currentData.limit + 1,
          to: (page - 1) * currentData.limit + currentData.items.length,
        })
      : null;

  return (
    <PageContainer>
      <DocumentTitle title={page > 1 ? `${title}（${formatMessage(BOARD_TEXTS.pageLabel, { page })}）` : title} />
      {/* The list's Atom feed (contracts boardFeedPath): the newest listings' (/new/feed.xml) on the unfiltered
          board and /new, else its own filters' (/feed/board.xml?…). React puts the link in <head>. */}
      <link rel="alternate" type="application/atom+xml" title={feedPath === '/new/feed.xml' ? BOARD_TEXTS.listingsFeed : BOARD_TEXTS.searchFeed} href={feedPath} />
      {source.kind === 'search' ? <SearchBox key={source.word} label={BOARD_TEXTS.searchLabel} submitLabel={BOARD_TEXTS.searchSubmit} initialWord={source.word} /> : null}
      <ListHeader eyebrow={source.eyebrow} title={title} count={count} range={range} />
      {source.kind === 'area' && source.filter.area ? <MunicipalityLinks prefectureCode={source.filter.area} /> : null}
      <FilterPanel basePath={source.basePath} effective={effective} baseline={baseline} fixedSort={source.fixedSort} filters={filters} fixed={source.filter} />
      <SaveSearchButton query={query.value} />
      {body}
      {currentData && !pastLastPage && source.title !== null ? (
        <span hidden {...listingNavigationAttributes({ ids: currentData.applicableIds, title: source.title, backUrl })} />
      ) : null}
      {currentData && !error ? (
        <Pager
          current={page}
          total={currentData.totalPages}
          hrefFor={(n) => pageHref(source.basePath, n, location.search)}
          label={BOARD_TEXTS.pagination}
          previousLabel={BOARD_TEXTS.previous}
          nextLabel={BOARD_TEXTS.next}
        />
      ) : null}
    </PageContainer>
  );
}
