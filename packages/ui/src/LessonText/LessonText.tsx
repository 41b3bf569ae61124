import type { ReactNode } from 'react';
import * as styles from './LessonText.css';

export type LessonTextBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  /** `src` undefined while the picture loads: its place is kept. */
  | { type: 'picture'; alt: string; src?: string };

export type LessonTextProps = {
  title: string;
  /** Above the title, e.g. "Teorilektion 3". */
  eyebrow?: string;
  blocks: LessonTextBlock[];
  /** After the text: marking it read, or that it was. */
  children?: ReactNode;
};

/**
 * A theory lesson to read: its title, then its headings, paragraphs, lists and pictures, in large type and a
 * line length that reads well, as plain text (the content holds no markup to render).
 */
export function LessonText({ title, eyebrow, blocks, children }: LessonTextProps) {
  return (
    <article className={styles.lesson} aria-labelledby="lesson-title">
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id="lesson-title" className={styles.title}>
        {title}
      </h1>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={index} className={styles.heading}>
                {block.text}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={index} className={styles.paragraph}>
                {block.text}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className={styles.list}>
                {block.items.map((item, at) => (
                  <li key={at}>{item}</li>
                ))}
              </ul>
            );
          case 'picture':
            return block.src ? (
              <img key={index} className={styles.picture} src={block.src} alt={block.alt} />
            ) : (
              <div key={index} className={styles.picture} role="img" aria-label={block.alt} aria-busy="true" />
            );
        }
      })}
      {children && <div className={styles.after}>{children}</div>}
    </article>
  );
}
