import { useLocation } from 'react-router-dom';
import { StaticPage } from '../../../components/static-page';
import { TableOfContents } from '../../../components/table-of-contents';
import { faqCategories, questionLead, questionMeta } from '../content/faq';
import { FaqItem } from './faq-item';
import styles from './question-page.module.css';

/** /question — よくある質問: categories of questions, each answer in a <details> disclosure. */
export function QuestionPage() {
  // /question#<entry id> opens that entry, so an answer can be linked to directly.
  const openId = decodeURIComponent(useLocation().hash.slice(1));
  return (
    <StaticPage
      meta={questionMeta}
      lead={questionLead}
      aside={<TableOfContents sections={faqCategories} />}
    >
      {faqCategories.map((category) => (
        <section key={category.id}>
          <h2 id={category.id}>{category.heading}</h2>
          <div className={styles.list}>
            {category.entries.map((entry) => (
              <FaqItem key={entry.id} entry={entry} defaultOpen={entry.id === openId} />
            ))}
          </div>
        </section>
      ))}
    </StaticPage>
  );
}
