import { Link, useSearchParams } from 'react-router-dom';
import { Card, NotFoundPage } from '@akiya/shared-ui';
import { DocumentTitle } from '../../../components/document-title';
import { PageGate, PagedResults } from '../../../components/paged-results';
import { isMissing } from '../../../utils/missing';
import { PublishedDate } from '../../../components/published-date';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { pagedTitle } from '../../../utils/editorial-format';
import { solutionListArgs, useGetSolutionsQuery } from '../api/solutions-api';
import { SOLUTIONS_PATH, SOLUTIONS_TITLE, solutionPath } from '../solution-paths';

function SolutionList({ page }: { page: number }) {
  const [params] = useSearchParams();
  const args = solutionListArgs(page, params);
  const query = useGetSolutionsQuery(args);
  if (isMissing(query)) return <NotFoundPage />;
  return (
    <ReadingPage
      breadcrumbs={[{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: SOLUTIONS_TITLE }]}
      title={SOLUTIONS_TITLE}
      eyebrow={args.tag ? `${EDITORIAL_TEXTS.tags}：${args.tag}` : undefined}
      data-testid="solution-list-page"
    >
      <DocumentTitle title={pagedTitle(SOLUTIONS_TITLE, page)} />
      <PagedResults
        query={query}
        basePath={SOLUTIONS_PATH}
        empty={EDITORIAL_TEXTS.emptySolutions}
        loadingLabel={EDITORIAL_TEXTS.loadingList}
        data-testid="solutions"
      >
        {(list) => (
          <ul className={styles.list}>
            {list.items.map((s) => (
              <Card as="li" key={s.id} data-testid="solution-card">
                <Link className={styles.cardLink} to={solutionPath(s.id)}>
                  <h2 className={styles.cardTitle}>{s.question}</h2>
                  <p className={styles.meta}>
                    <PublishedDate iso={s.publishedAt} />
                  </p>
                  <p className={styles.excerpt}>{s.excerpt}</p>
                </Link>
              </Card>
            ))}
          </ul>
        )}
      </PagedResults>
    </ReadingPage>
  );
}

/** /solution and /solution/page/{page} (a `?tag=` narrows the list). */
export function SolutionListPage() {
  return <PageGate basePath={SOLUTIONS_PATH}>{(page) => <SolutionList page={page} />}</PageGate>;
}
