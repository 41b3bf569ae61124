import * as styles from './NoteText.css';

/** One block of a section's text: a paragraph, or a list (the contract's `noteBlocks` makes them from plain text). */
export type NoteTextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

export type NoteTextSection = { heading: string; blocks: NoteTextBlock[] };

export type NoteTextProps = {
  sections: NoteTextSection[];
  /** A note written in error: every word struck through, still legible. */
  isStruck?: boolean;
  /** The level of the section headings, under the note's own heading. */
  headingLevel?: 3 | 4;
  /** What an empty section shows, e.g. "Inget skrivet". */
  emptyLabel: string;
};

/** A journal note's sections as text: headings, paragraphs and lists, always as text nodes, never as markup. */
export function NoteText({ sections, isStruck = false, headingLevel = 3, emptyLabel }: NoteTextProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={`${styles.note} ${isStruck ? styles.struck : ''}`}>
      {sections.map((section, index) => (
        <section key={`${index}-${section.heading}`} className={styles.section}>
          <Heading className={styles.heading}>{section.heading}</Heading>
          {section.blocks.length === 0 ? (
            <p className={`${styles.paragraph} ${styles.empty}`}>{emptyLabel}</p>
          ) : (
            section.blocks.map((block, blockIndex) =>
              block.kind === 'paragraph' ? (
                <p key={blockIndex} className={styles.paragraph}>
                  {block.text}
                </p>
              ) : block.ordered ? (
                <ol key={blockIndex} className={styles.list}>
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ol>
              ) : (
                <ul key={blockIndex} className={styles.list}>
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              ),
            )
          )}
        </section>
      ))}
    </div>
  );
}
