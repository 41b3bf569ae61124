import { useState } from 'react';
import { BreathingIcon, ExerciseIcon, MindfulnessIcon, TheoryLessonIcon, WalkingIcon, type IconComponent } from '../Icon';
import * as styles from './ExerciseThumbnail.css';

/** The kinds of exercise a program books; each has its own icon when there is no picture. */
export type ExerciseKind = 'strength' | 'walking' | 'breathing' | 'mindfulness' | 'theory-lesson';

const kindIcons: Record<ExerciseKind, IconComponent> = {
  strength: ExerciseIcon,
  walking: WalkingIcon,
  breathing: BreathingIcon,
  mindfulness: MindfulnessIcon,
  'theory-lesson': TheoryLessonIcon,
};

export type ExerciseThumbnailProps = {
  /** The exercise's picture; without one, or when it does not load, a tile with the kind's icon. */
  url?: string | null;
  /** Which icon the tile shows; strength's when not told. */
  kind?: ExerciseKind;
  /** `thumbnail` beside a name (64 px square), `card` across a card's width at 4:3. */
  size?: keyof typeof styles.size;
};

/** An exercise's picture beside its name. Decorative: the name next to it says what it is. */
export function ExerciseThumbnail({ url, kind = 'strength', size = 'thumbnail' }: ExerciseThumbnailProps) {
  const className = `${styles.thumbnail} ${styles.size[size]}`;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    const Glyph = kindIcons[kind];
    return (
      <span className={className} aria-hidden="true" data-placeholder={kind}>
        <Glyph size="lg" />
      </span>
    );
  }
  return <img className={className} src={url} alt="" onError={() => setFailedUrl(url)} />;
}
