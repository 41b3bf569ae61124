import { ErrorState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { ApiError } from './ApiError';

type LoadErrorProps = {
  /** What did not load, in the reader's language. */
  title: string;
  /** The failure; its message is shown unless `description` says otherwise. */
  error?: unknown;
  description?: string;
  /** Shown instead, without the error, when the record is missing or not the reader's (404, 400, 403). */
  notFoundTitle?: string;
  isRetrying?: boolean;
  onRetry: () => void;
  headingLevel?: 2 | 3;
};

/** A screen or section whose data did not load: what failed, why, and a retry. */
export function LoadError({
  title,
  error,
  description,
  notFoundTitle,
  isRetrying = false,
  onRetry,
  headingLevel = 3,
}: LoadErrorProps) {
  const { t } = useTranslation();
  const isNotFound = notFoundTitle !== undefined && error instanceof ApiError && [400, 403, 404].includes(Number(error.status));
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={isNotFound ? notFoundTitle : title}
      description={isNotFound ? undefined : (description ?? (error instanceof Error ? error.message : undefined))}
      retryLabel={t('retry')}
      retryingLabel={t('retrying')}
      isRetrying={isRetrying}
      onRetry={onRetry}
    />
  );
}
