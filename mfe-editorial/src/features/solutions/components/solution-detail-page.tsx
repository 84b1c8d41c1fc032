import { Link } from 'react-router-dom';
import { consultingPaths, type SolutionDetail } from '@akiya/contracts';
import { useSiteOrigin } from '@akiya/shared-ui';
import { EntryRoute } from '../../../components/entry-status';
import { DocumentTitle } from '../../../components/document-title';
import { DraftNotice, EntryFooter } from '../../../components/entry-footer';
import { StaffEditLink } from '../../../components/staff-edit-link';
import { FavoriteButton } from '../../../components/favorite-button';
import { HtmlBody } from '../../../components/html-body';
import { absoluteUrl, JsonLd } from '../../../components/json-ld';
import { PublishedDate } from '../../../components/published-date';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { solutionQuery, useGetSolutionQuery } from '../api/solutions-api';
import { SOLUTIONS_PATH, SOLUTIONS_TITLE, solutionPath } from '../solution-paths';

/** schema.org FAQPage data of a Q&A page (the answer's HTML as the accepted answer's text). */
export function solutionJsonLd(solution: SolutionDetail, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(solutionPath(solution.id), origin),
    mainEntity: [
      {
        '@type': 'Question',
        name: solution.question,
        ...(solution.publishedAt ? { datePublished: solution.publishedAt } : {}),
        acceptedAnswer: { '@type': 'Answer', text: solution.answerHtml },
      },
    ],
  };
}

function Solution({ solution }: { solution: SolutionDetail }) {
  const origin = useSiteOrigin();
  return (
    <ReadingPage
      breadcrumbs={[{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: SOLUTIONS_TITLE, to: SOLUTIONS_PATH }, { label: solution.question }]}
      eyebrow={`${SOLUTIONS_TITLE}・${EDITORIAL_TEXTS.question}`}
      title={solution.question}
      meta={<PublishedDate iso={solution.publishedAt} />}
      data-testid="solution-page"
    >
      <DocumentTitle title={solution.question} />
      <StaffEditLink section="solutions" id={solution.id} />
      <JsonLd data={solutionJsonLd(solution, origin)} />
      <DraftNotice status={solution.status} />
      <section aria-label={EDITORIAL_TEXTS.answer}>
        <h2 className={styles.sectionTitle}>{EDITORIAL_TEXTS.answer}</h2>
        <HtmlBody html={solution.answerHtml} data-testid="solution-answer" />
      </section>
      {solution.tags.length > 0 ? (
        <ul className={`${styles.tags} ${styles.section}`} aria-label={EDITORIAL_TEXTS.tags}>
          {solution.tags.map((t) => (
            <li key={t}>
              <Link className={styles.badge} to={`${SOLUTIONS_PATH}?tag=${encodeURIComponent(t)}`}>
                {t}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <FavoriteButton kind="solution" id={solution.id} />
      </div>
      {/* The consulting service (airyflow): a conversation with the operator about this answer. */}
      <p className={styles.section}>
        <Link to={consultingPaths.subject('solution', solution.id)}>この回答について家いちば事務局に相談する</Link>
      </p>
      <EntryFooter
        entry={solution}
        entryPath={solutionPath}
        title={solution.question}
        list={{ path: SOLUTIONS_PATH, title: SOLUTIONS_TITLE }}
      />
    </ReadingPage>
  );
}

/** /solution/{id}: one Q&A; only the id's leading digits count (`12-foo` is 12), none → 404. */
export function SolutionDetailPage() {
  return (
    <EntryRoute toQuery={solutionQuery} useQuery={useGetSolutionQuery} data-testid="solution">
      {(solution) => <Solution solution={solution} />}
    </EntryRoute>
  );
}
