import { questionnaireKind } from '@rehab/contract';
import { Box, Link, Skeleton } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useForms } from '../api/questionnaireCalls';
import { FormsLoadError } from '../components/FormsLoadError';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { SentConfirmation } from '../components/SentConfirmation';

/** /questionnaires/{kind}: one form to answer, then a confirmation that it reached the physio. */
export function Component() {
  const { t } = useTranslation('patientQuestionnaires');
  const kind = questionnaireKind.safeParse(useParams().kind);
  const forms = useForms();
  const [isSent, setSent] = useState(false);

  if (!kind.success) return <Navigate to="/questionnaires" replace />;
  const form = forms.data?.forms.find((each) => each.kind === kind.data);

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box display="flex" flexDirection="column" gap="xs">
        <Link href="/questionnaires">{t('backToList')}</Link>
        <Box as="h1" id="questionnaire-heading" fontSize="h1" fontWeight="bold">
          {t(`kinds.${kind.data}.title`)}
        </Box>
        <Box as="p" color="mediumGrey">
          {t(`kinds.${kind.data}.description`)}
        </Box>
      </Box>
      {forms.error && !forms.data ? (
        <FormsLoadError forms={forms} />
      ) : isSent && form ? (
        <SentConfirmation answeredAt={form.answeredAt} onAnswerAgain={() => setSent(false)} />
      ) : form ? (
        <QuestionnaireForm key={form.kind} form={form} onSent={() => setSent(true)} />
      ) : (
        <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="30rem" />
        </Box>
      )}
    </Box>
  );
}
