import { Fragment } from 'react';
import type { ContentBlock } from './content-types';
import { DefinitionTable } from './definition-table';
import { StepList } from './step-list';
import styles from './content-blocks.module.css';

/** Renders the blocks of a section in order. Subsections get an h3 (the page's h2 is the section). */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block)}</Fragment>
      ))}
    </>
  );
}

function renderBlock(block: ContentBlock) {
  if (typeof block === 'string') return <p>{block}</p>;
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.content}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'subsection':
      return (
        <section>
          <h3>{block.heading}</h3>
          <ContentBlocks blocks={block.blocks} />
        </section>
      );
    case 'table':
      return <DefinitionTable caption={block.caption} rows={block.rows} hideCaption={block.hideCaption} />;
    case 'note':
      return <div className={styles.note}>{block.content}</div>;
    case 'catchphrase':
      return <p className={styles.catchphrase}>{block.text}</p>;
    case 'steps':
      return <StepList label={block.label} steps={block.steps} />;
  }
}
