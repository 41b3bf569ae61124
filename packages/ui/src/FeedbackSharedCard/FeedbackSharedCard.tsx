import { useId } from 'react';
import { DifficultyBadge, type Difficulty } from '../DifficultyBadge/DifficultyBadge';
import { ExerciseThumbnail } from '../ExerciseThumbnail';
import * as styles from './FeedbackSharedCard.css';

export type FeedbackDifficulty = Difficulty;

export type FeedbackSharedCardProps = {
  /** e.g. "Återkoppling delad". */
  heading: string;
  exerciseName: string;
  exerciseImageUrl?: string;
  difficulty: FeedbackDifficulty;
  /** Words for each difficulty, e.g. { easy: 'Lätt', moderate: 'Lagom', hard: 'Svår' }. */
  difficultyLabels: Record<FeedbackDifficulty, string>;
  /** Spoken before the difficulty word, e.g. "Upplevd svårighet". */
  difficultyCaption: string;
  note?: string;
};

/** A patient's feedback on an exercise, shared into the chat. */
export function FeedbackSharedCard(props: FeedbackSharedCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ExerciseThumbnail url={props.exerciseImageUrl} />
      <div className={styles.body}>
        <p id={headingId} className={styles.heading}>
          {props.heading}
        </p>
        <p className={styles.name}>{props.exerciseName}</p>
        <p className={styles.difficulty}>
          <span>{`${props.difficultyCaption}: `}</span>
          <DifficultyBadge difficulty={props.difficulty}>{props.difficultyLabels[props.difficulty]}</DifficultyBadge>
        </p>
        {props.note && <p className={styles.note}>{props.note}</p>}
      </div>
    </article>
  );
}
