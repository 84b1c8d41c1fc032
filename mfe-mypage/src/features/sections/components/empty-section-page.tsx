import { sectionByKey, type SectionKey } from '../../../config/sections';
import { SectionPage } from '../../../components/section-page';
import { SectionEmptyState } from '../../../components/empty-state';

/** A my-page section whose content comes in a later issue: its heading and an honest empty state. */
export function EmptySectionPage({ section: key }: { section: SectionKey }) {
  const section = sectionByKey(key);
  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      <SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />
    </SectionPage>
  );
}
