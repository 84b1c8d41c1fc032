import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { TableOfContents } from '../../../components/table-of-contents';
import {
  privacyPolicyEnacted,
  privacyPolicyLead,
  privacyPolicyMeta,
  privacyPolicySections,
} from '../content/privacy-policy';
import styles from './privacy-policy-page.module.css';

/** /privacy-policy — プライバシーポリシー, with a table of contents and the 制定日 at the end. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      meta={privacyPolicyMeta}
      lead={privacyPolicyLead}
      aside={<TableOfContents sections={privacyPolicySections} />}
    >
      <ContentSections sections={privacyPolicySections} />
      <footer className={styles.closing}>
        <p>{privacyPolicyEnacted}</p>
        <p>以上</p>
      </footer>
    </StaticPage>
  );
}
