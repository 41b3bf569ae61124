import * as styles from './DifficultyBadge.css';

export type Difficulty = 'easy' | 'moderate' | 'hard';

const level: Record<Difficulty, number> = { easy: 1, moderate: 2, hard: 3 };

export type DifficultyBadgeProps = {
  difficulty: Difficulty;
  /** The level in words, e.g. "Lagom"; the bars beside it are decoration. */
  children: string;
};

/** How hard an exercise felt: the word, a colour of its own and one to three bars. */
export function DifficultyBadge({ difficulty, children }: DifficultyBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tone[difficulty]}`} data-difficulty={difficulty}>
      <span className={styles.scale} aria-hidden="true">
        {([1, 2, 3] as const).map((step) => (
          <span key={step} className={`${styles.bar} ${styles.barHeight[step]} ${step <= level[difficulty] ? styles.filled : ''}`} />
        ))}
      </span>
      {children}
    </span>
  );
}
