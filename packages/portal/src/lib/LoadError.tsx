import { ErrorState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@rehab/web/ApiError';
import { errorText } from '@rehab/web/serverErrors';

/** A data hook's answer (SWR's), as far as a failed load needs it. */
export type Loadable = { error?: unknown; isValidating: boolean; mutate: () => Promise<unknown> };

type LoadErrorProps = {
  /** What did not load, in the reader's language. */
  title: string;
  /** What was loaded: the first failure is shown, and a retry loads them all again. */
  of: Loadable | Loadable[];
  /** Said instead of the failure's message. */
  description?: string;
  /** Shown instead, without the error, when the record is missing or not the reader's (404, 400, 403). */
  notFoundTitle?: string;
  /** A retry that must reload more than `of`. */
  onRetry?: () => void;
  headingLevel?: 2 | 3;
};

/** A screen or section whose data did not load: what failed, why, and a retry. */
export function LoadError({ title, of, description, notFoundTitle, onRetry, headingLevel = 3 }: LoadErrorProps) {
  const { t } = useTranslation();
  const sources = Array.isArray(of) ? of : [of];
  const error = sources.find((source) => source.error)?.error;
  const isNotFound = notFoundTitle !== undefined && error instanceof ApiError && [400, 403, 404].includes(Number(error.status));
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={isNotFound ? notFoundTitle : title}
      description={isNotFound ? undefined : (description ?? errorText(t, error))}
      retryLabel={t('retry')}
      retryingLabel={t('retrying')}
      isRetrying={sources.some((source) => source.isValidating)}
      onRetry={onRetry ?? (() => void Promise.all(sources.map((source) => source.mutate())))}
    />
  );
}
