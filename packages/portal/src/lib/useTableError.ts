import type { TableProps } from '@rehab/ui';
import { useTranslation } from 'react-i18next';

/** A table's failed load: what did not load and why, with a retry; undefined while there is no error. */
export function useTableError(error: unknown, title: string, onRetry: () => void): TableProps<{ id: string }>['error'] {
  const { t } = useTranslation('common');
  if (!error) return undefined;
  return { message: error instanceof Error ? `${title}: ${error.message}` : title, retryLabel: t('retry'), onRetry };
}
