import { Link } from 'react-router-dom';
import { HIDDEN_CATEGORY_NAME, formatMessage } from '@akiya/contracts';
import { EmptyState, QueryError, apiErrorMessage, useGetBaseDataQuery } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { ListHeader } from '../../../components/list-header';
import { PageContainer } from '../../../components/page-container';
import styles from './categories-page.module.css';

/** /categories and /category: every category (except 復興応援) as a photo tile linking to /category/{id}. */
export function CategoriesPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetBaseDataQuery();
  const categories = (data?.categories ?? []).filter((c) => c.name !== HIDDEN_CATEGORY_NAME);

  let body;
  if (isLoading || (isFetching && !data)) {
    body = (
      <ul className={styles.grid} aria-hidden="true" data-testid="categories-skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={`${styles.tile} ${styles.placeholder}`} />
        ))}
      </ul>
    );
  } else if (error && !data) {
    body = <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  } else if (categories.length === 0) {
    body = <EmptyState text={BOARD_TEXTS.categoriesEmpty} />;
  } else {
    body = (
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.id}`} className={styles.tile}>
              {category.image ? <img
                  src={category.image}
                  alt=""
                  loading="lazy"
                  width={320}
                  height={200}
                  onError={(e) => {
                    e.currentTarget.hidden = true;
                  }}
                /> : null}
              <span className={styles.name}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer>
      <ListHeader
        documentTitle
        eyebrow={BOARD_TEXTS.eyebrowCategory}
        title={BOARD_TEXTS.categoriesTitle}
        count={data ? formatMessage(BOARD_TEXTS.totalCount, { count: categories.length }) : null}
      />
      {body}
    </PageContainer>
  );
}
