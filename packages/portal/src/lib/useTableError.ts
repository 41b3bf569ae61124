import type { TableProps } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';

/** A table's failed load: what did not load and why, with a retry; undefined while there is no error. */
export function useTableError(error: unknown, title: string, onRetry: () => void): TableProps<{ id: string }>['error'] {
  const { t } = useTranslation('common');
  if (!error) return undefined;
  return { message: `${title}: ${errorText(t, error)}`, retryLabel: t('retry'), onRetry };
}
