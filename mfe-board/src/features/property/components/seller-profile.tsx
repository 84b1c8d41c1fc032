import { formatMessage } from '@akiya/contracts';
import { useGetUserPublicQuery } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { HeadedBlock } from '../../../components/headed-block';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { sellerProfileQuery, type PropertyDetail } from '../api/property-api';
import styles from './seller-profile.module.css';

function errorStatus(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/**
 * The seller's public profile (docs/product.md §3: name, contact_count) from GET /api/my-page/get-user-public/{id}.
 * Nothing without a seller id or when the profile does not exist (404); while the profile cannot be
 * read otherwise, the name the listing carries is shown on its own. The API answers the call only to
 * logged-in users (@LoginRequired), so visitors are not sent to a certain 401.
 */
export function SellerProfile({ seller }: { seller: PropertyDetail['seller'] }) {
  const user = useCurrentUser();
  const profile = sellerProfileQuery(seller, user);
  const { data, error } = useGetUserPublicQuery(profile.id, { skip: profile.skip });
  if (!seller?.id || errorStatus(error) === 404) return null;
  const name = data?.name || seller.name;
  if (!name) return null;
  const initial = Array.from(name)[0] ?? '';
  return (
    <HeadedBlock className={styles.block} headingId="seller-heading" headingClassName={styles.heading} heading={BOARD_TEXTS.seller} testId="seller-profile">
      <div className={styles.body}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className={styles.name}>{name}</p>
          {data ? <p className={styles.meta}>{formatMessage(BOARD_TEXTS.sellerContacts, { count: data.contact_count ?? 0 })}</p> : null}
        </div>
      </div>
    </HeadedBlock>
  );
}
