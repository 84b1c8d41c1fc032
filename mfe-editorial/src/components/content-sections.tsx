import type { ContentSection } from './content-types';
import { ContentBlocks } from './content-blocks';

/** Renders a page's h2 sections; each section carries its id so the table of contents can link to it. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}
