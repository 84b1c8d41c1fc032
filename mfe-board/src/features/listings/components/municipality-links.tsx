import { Link } from 'react-router-dom';
import { formatMessage, formatNumber } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { HeadedBlock } from '../../../components/headed-block';
import { useGetCitiesQuery } from '../api/listings-api';
import styles from './municipality-links.module.css';

/**
 * The prefecture page's municipalities that have published listings, with their counts, each a link
 * to /area/{pref}/{city} (docs/search.md "Municipalities"). Nothing while loading, on failure or when
 * none has a listing (the list below still works).
 */
export function MunicipalityLinks({ prefectureCode }: { prefectureCode: string }) {
  const { data } = useGetCitiesQuery(prefectureCode);
  const withListings = data?.items.filter((m) => m.count > 0) ?? [];
  if (withListings.length === 0) return null;
  return (
    <HeadedBlock
      as="nav"
      className={styles.nav}
      headingId="municipality-links-heading"
      headingClassName={styles.heading}
      heading={BOARD_TEXTS.municipalitiesHeading}
      testId="municipality-links"
    >
      <ul className={styles.list}>
        {withListings.map((m) => (
          <li key={m.code}>
            <Link className={styles.link} to={`/area/${prefectureCode}/${m.code}`}>
              {formatMessage(BOARD_TEXTS.municipalityLink, { name: m.name, count: formatNumber(m.count) })}
            </Link>
          </li>
        ))}
      </ul>
    </HeadedBlock>
  );
}
