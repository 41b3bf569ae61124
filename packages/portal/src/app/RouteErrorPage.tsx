import { Button, ErrorPage } from '@rehab/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { reportError } from './errorReporting';

/** SPEC section 8: a render failure shows "Unexpected Application Error!" with a way back. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  const details = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <ErrorPage
      heading={t('errors.applicationHeading')}
      message={t('errors.applicationMessage')}
      details={details}
      detailsLabel={t('errors.technicalDetails')}
      action={
        <Button variant="contained" onPress={() => window.location.assign('/')}>
          {t('errors.backToStart')}
        </Button>
      }
    />
  );
}
