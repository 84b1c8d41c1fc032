import { useEffect, useEffectEvent, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROOT_TYPES, consultingPaths, formatAccess, formatPriceManYen } from '@akiya/contracts';
import { NotFoundPage, QueryError, apiErrorMessage, apiErrorStatus, useServerRendering, useSiteOrigin } from '@akiya/shared-ui';
import { JsonLd } from '../../../components/json-ld';
import { BOARD_TEXTS } from '../../../config/texts';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';

import { formatArea, formatBuiltYear } from '../../../utils/format';
import { readListingNavigation } from '../../../utils/navigation-storage';
import { propertyQuery, useGetPropertyQuery, type PropertyDetail } from '../api/property-api';
import { listingJsonLd } from '../utils/listing-json-ld';
import { listingNeighbours } from '../utils/neighbours';
import { ContactButton } from './contact-button';
import { FavoriteButton } from '../../../components/favorite-button';
import { ListingPager } from './listing-pager';
import { LocationMap } from './location-map';
import { PropertyFacts } from './property-facts';
import { PropertyGallery } from './property-gallery';
import { SellerProfile } from './seller-profile';
import { ShareLinks } from './share-links';
import styles from './property-page.module.css';

interface PropertyPageProps {
  /** Called once per listing shown (the app records it in the browsing history). */
  onView?: (listing: PropertyDetail) => void;
}

/**
 * /project/:id, the listing page: photos (cover, gallery, full-screen view), price and the two
 * actions (enquiry, favourite), the seller, the description with its line breaks, 物件概要, a small
 * map, and previous/next through the list the visitor came from. Unknown or unpublished → 404.
 */
export function PropertyPage({ onView }: PropertyPageProps) {
  const { id = '' } = useParams();
  const { id: numericId, skip } = propertyQuery(id);
  const valid = !skip;
  const { data, error, isFetching, refetch } = useGetPropertyQuery(numericId, { skip });
  const listing = data && data.id === numericId ? data : undefined;
  // The list the visitor came from is in this browser's sessionStorage: read after hydration.
  const serverRendering = useServerRendering();
  const origin = useSiteOrigin();
  const neighbours = useMemo(() => listingNeighbours(serverRendering ? null : readListingNavigation(), numericId), [numericId, serverRendering]);

  useScrollToTop(id);

  // Record once per listing shown, not again when the parent passes a new callback.
  const viewed = useEffectEvent((shown: PropertyDetail) => onView?.(shown));
  useEffect(() => {
    if (listing) viewed(listing);
  }, [listing]);

  if (!valid || apiErrorStatus(error) === 404) return <NotFoundPage />;

  if (!listing) {
    return (
      <PageContainer>
        {isFetching || !error ? (
          <div className={styles.loading} role="status">
            <span className="visually-hidden">{BOARD_TEXTS.loading}</span>
            <div className={styles.loadingPhoto} aria-hidden="true" />
            <div className={styles.loadingLine} aria-hidden="true" />
            <div className={`${styles.loadingLine} ${styles.loadingShort}`} aria-hidden="true" />
          </div>
        ) : (
          <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
        )}
      </PageContainer>
    );
  }

  const images = listing.images?.length ? listing.images : listing.image ? [listing.image] : [];
  const undecided = listing.price_man_yen === null;
  const keyFacts = [
    listing.land_or_building === 'land' ? BOARD_TEXTS.kindLand : BOARD_TEXTS.kindBuilding,
    listing.facts?.layout ?? null,
    listing.land_area !== null ? `${BOARD_TEXTS.landArea} ${formatArea(listing.land_area)}` : null,
    listing.building_area !== null ? `${BOARD_TEXTS.buildingArea} ${formatArea(listing.building_area)}` : null,
    formatBuiltYear(listing.built_year),
    listing.facts?.access[0] ? formatAccess(listing.facts.access[0]) : null,
  ].filter((f): f is string => Boolean(f));
  const hasLocation = typeof listing.lat === 'number' && typeof listing.lng === 'number';

  return (
    <PageContainer>
      <DocumentTitle title={listing.title} />
      <JsonLd data={listingJsonLd(listing, origin)} />
      {neighbours ? <ListingPager key={listing.id} neighbours={neighbours} /> : null}
      <article className={styles.article} aria-labelledby="property-title">
        <header className={styles.header}>
          <p className={styles.place}>
            <Link to={`/area/${listing.prefecture_code}`}>{listing.prefecture_name}</Link> {listing.municipality}
          </p>
          <h1 id="property-title" className={styles.title}>
            {listing.title}
          </h1>
          <ul className={styles.badges} aria-label={BOARD_TEXTS.status}>
            <li className={styles.badgeStatus}>{ROOT_TYPES[listing.root_type] ?? listing.root_type}</li>
            {listing.is_suspension ? <li className={styles.badgeSuspended}>{BOARD_TEXTS.suspended}</li> : null}
          </ul>
        </header>
        <div className={styles.layout}>
          <PropertyGallery key={listing.id} images={images} title={listing.title} />
          <aside className={styles.summary} aria-label={BOARD_TEXTS.price}>
            <p className={styles.priceLabel}>{BOARD_TEXTS.price}</p>
            <p className={undecided ? `${styles.price} ${styles.priceUndecided}` : styles.price} data-testid="property-price">
              {formatPriceManYen(listing.price_man_yen)}
            </p>
            {keyFacts.length > 0 ? <p className={styles.keyFacts}>{keyFacts.join(' ・ ')}</p> : null}
            <div className={styles.actions}>
              <ContactButton listing={listing} />
              <FavoriteButton listingId={listing.id} />
            </div>
            {/* The consulting service (airyflow): a conversation with the operator about this listing. */}
            <p className={styles.consult}>
              <Link to={consultingPaths.subject('property', listing.id)}>この物件の活用を家いちば事務局に相談する</Link>
            </p>
            <ShareLinks id={listing.id} title={listing.title} />
            <SellerProfile seller={listing.seller} />
          </aside>
        </div>
        {listing.description ? (
          <section className={styles.description} aria-labelledby="property-description-heading">
            <h2 id="property-description-heading">{BOARD_TEXTS.description}</h2>
            <p>{listing.description}</p>
          </section>
        ) : null}
        <PropertyFacts listing={listing} />
        {hasLocation ? <LocationMap lat={listing.lat as number} lng={listing.lng as number} title={listing.title} /> : null}
        {/* A suspicious listing: the operator's contact form, its kind and this listing filled in (editorial's /contact). */}
        <p className={styles.report}>
          <Link to={`/contact?category=trouble&project=${listing.id}`}>{BOARD_TEXTS.reportListing}</Link>
        </p>
      </article>
    </PageContainer>
  );
}
