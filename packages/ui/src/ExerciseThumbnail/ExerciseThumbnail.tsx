import { useState } from 'react';
import { ExerciseIcon } from '../Icon';
import * as styles from './ExerciseThumbnail.css';

export type ExerciseThumbnailProps = {
  /** The exercise's picture; without one, or when it does not load, a tile with an exercise icon. */
  url?: string | null;
};

/** An exercise's picture beside its name. Decorative: the name next to it says what it is. */
export function ExerciseThumbnail({ url }: ExerciseThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <span className={styles.thumbnail} aria-hidden="true" data-placeholder>
        <ExerciseIcon size="lg" />
      </span>
    );
  }
  return <img className={styles.thumbnail} src={url} alt="" onError={() => setFailedUrl(url)} />;
}
