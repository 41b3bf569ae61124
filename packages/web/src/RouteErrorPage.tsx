import { Button, ErrorPage } from '@rehab/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * docs/rules/errors.md: a render failure shows "Unexpected Application Error!" with a way back to the app's `home`;
 * `onError` hands the failure to the app's error reporting, where it has one.
 */
export function RouteErrorPage({ home, onError }: { home: string; onError?: (error: unknown) => void }) {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => onError?.(error), [error, onError]);
  const details = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <ErrorPage
      heading={t('errors.applicationHeading')}
      message={t('errors.applicationMessage')}
      details={details}
      detailsLabel={t('errors.technicalDetails')}
      action={
        <Button variant="contained" onPress={() => window.location.assign(home)}>
          {t('errors.backToStart')}
        </Button>
      }
    />
  );
}
