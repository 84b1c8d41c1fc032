import { useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { EntryCard } from '../../../components/entry-card';
import { DocumentTitle } from '../../../components/document-title';
import { PageGate, PagedResults } from '../../../components/paged-results';
import { isMissing } from '../../../utils/missing';
import { ReadingPage } from '../../../components/reading-page';
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
        data-testid="solutions"
      >
        {(s) => (
          <EntryCard to={solutionPath(s.id)} title={s.question} publishedAt={s.publishedAt} excerpt={s.excerpt} data-testid="solution-card" />
        )}
      </PagedResults>
    </ReadingPage>
  );
}

/** /solution and /solution/page/{page} (a `?tag=` narrows the list). */
export function SolutionListPage() {
  return <PageGate basePath={SOLUTIONS_PATH}>{(page) => <SolutionList page={page} />}</PageGate>;
}
