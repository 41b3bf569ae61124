import { ErrorState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';

type LoadErrorProps = {
  /** What did not load, in the reader's language. */
  title: string;
  /** The failure; its message is shown unless `description` says otherwise. */
  error?: unknown;
  description?: string;
  isRetrying?: boolean;
  onRetry: () => void;
  headingLevel?: 2 | 3;
};

/** A screen or section whose data did not load: what failed, why, and a retry. */
export function LoadError({ title, error, description, isRetrying = false, onRetry, headingLevel = 3 }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={title}
      description={description ?? (error instanceof Error ? error.message : undefined)}
      retryLabel={t('retry')}
      retryingLabel={t('retrying')}
      isRetrying={isRetrying}
      onRetry={onRetry}
    />
  );
}
