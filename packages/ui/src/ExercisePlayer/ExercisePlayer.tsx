import type { ReactNode } from 'react';
import * as styles from './ExercisePlayer.css';

export type ExercisePlayerMedia =
  /** `src` undefined while the picture loads: its place is kept. */
  | { kind: 'picture'; src?: string; alt: string }
  /** Played with the browser's own controls, the poster shown before it starts. */
  | { kind: 'video'; src?: string; poster?: string; label: string };

export type ExercisePlayerProps = {
  name: string;
  /** The exercise's first picture or video; none when it has neither. */
  media?: ExercisePlayerMedia;
  /** The dosage in words, one part each ("3 set", "10 repetitioner", "Vila 60 sekunder"). */
  dosage: string[];
  /** What the physio wrote to the patient about this exercise. */
  comment?: { heading: string; text: string };
  steps: { heading: string; items: string[] };
  watchOuts?: { heading: string; text: string };
  /** The counter, the timer and finishing: beside the steps on a tablet, below them on a phone. */
  children?: ReactNode;
  /** The name's heading level: 1 when the player is the screen (the default). */
  headingLevel?: 1 | 2;
};

/**
 * One exercise to do now: its picture or video, name, dosage, the physio's word, the steps and what to watch out
 * for, with the controls (set counter, timer, finishing) the screen passes in. Large type throughout: the patient
 * reads it at arm's length, between sets.
 */
export function ExercisePlayer({ name, media, dosage, comment, steps, watchOuts, children, headingLevel = 1 }: ExercisePlayerProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className={styles.player} aria-label={name}>
      <div className={styles.about}>
        {media?.kind === 'video' ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the demo's and the physios' videos have no speech to caption.
          <video className={styles.media} src={media.src} poster={media.poster} controls playsInline preload="metadata" aria-label={media.label} />
        ) : media?.kind === 'picture' ? (
          media.src ? <img className={styles.media} src={media.src} alt={media.alt} /> : <div className={styles.media} role="img" aria-label={media.alt} aria-busy="true" />
        ) : null}
        <Heading className={styles.name}>{name}</Heading>
        {dosage.length > 0 && (
          <ul className={styles.dosage}>
            {dosage.map((part) => (
              <li key={part} className={styles.dosagePart}>
                {part}
              </li>
            ))}
          </ul>
        )}
        {comment && comment.text && (
          <section className={styles.comment} aria-label={comment.heading}>
            <Sub className={styles.sectionHeading}>{comment.heading}</Sub>
            <p className={styles.text}>{comment.text}</p>
          </section>
        )}
        {steps.items.length > 0 && (
          <section className={styles.section}>
            <Sub className={styles.sectionHeading}>{steps.heading}</Sub>
            <ol className={styles.steps}>
              {steps.items.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        {watchOuts && watchOuts.text && (
          <section className={styles.section}>
            <Sub className={styles.sectionHeading}>{watchOuts.heading}</Sub>
            <p className={styles.text}>{watchOuts.text}</p>
          </section>
        )}
      </div>
      {children && <div className={styles.controls}>{children}</div>}
    </article>
  );
}
