import { Button, ErrorPage } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** SPEC section 8: a render failure shows "Unexpected Application Error!" with a way back. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const details = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <ErrorPage
      heading={t('errors.applicationHeading')}
      message={t('errors.applicationMessage')}
      details={details}
      detailsLabel={t('errors.technicalDetails')}
      action={
        <Button variant="contained" onPress={() => window.location.assign(import.meta.env.BASE_URL)}>
          {t('errors.backToStart')}
        </Button>
      }
    />
  );
}
