import type { ReactNode } from 'react';
import { ContentSections } from './content-sections';
import type { ContentSection, PageMeta } from './content-types';
import { StaticPage } from './static-page';

export interface SectionsPageProps {
  meta: PageMeta;
  lead?: ReactNode;
  sections: ContentSection[];
}

/** A static page whose body is its h2 sections (content/*.tsx of a feature), nothing more. */
export function SectionsPage({ meta, lead, sections }: SectionsPageProps) {
  return (
    <StaticPage meta={meta} lead={lead}>
      <ContentSections sections={sections} />
    </StaticPage>
  );
}
