import { ErrorState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';
import type { useForms } from '../api/questionnaireCalls';

/** The forms could not be fetched: what went wrong, and a way to try again. */
export function FormsLoadError({ forms }: { forms: ReturnType<typeof useForms> }) {
  const { t } = useTranslation('patientQuestionnaires');
  return (
    <ErrorState
      title={t('loadError')}
      description={errorText(t, forms.error)}
      retryLabel={t('retry', { ns: 'common' })}
      onRetry={() => void forms.mutate()}
      headingLevel={2}
    />
  );
}
