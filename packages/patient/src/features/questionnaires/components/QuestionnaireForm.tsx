import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientForm } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { ApiError } from '@rehab/web/ApiError';
import { answersSchema, type Answers, type AnswerValues } from '../answersSchema';
import { formsKey, sendAnswers } from '../api/questionnaireCalls';
import * as styles from '../questionnaires.css';
import { AnswerField } from './AnswerField';

/** A form's items, each with its input, checked as the server checks them, then sent. */
export function QuestionnaireForm({ form, onSent }: { form: PatientForm; onSent: () => void }) {
  const { t } = useTranslation('patientQuestionnaires');
  const { mutate } = useSWRConfig();
  const schema = useMemo(
    () =>
      answersSchema(form.items, {
        choose: t('errors.choose'),
        scale: (bounds) => t('errors.scale', bounds),
        text: t('errors.text'),
        tooLong: (length) => t('errors.tooLong', { length }),
      }),
    [form.items, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<AnswerValues, unknown, Answers>({
    resolver: zodResolver(schema),
  });
  const [formError, setFormError] = useState<string>();

  const submit = handleSubmit(async (answers) => {
    setFormError(undefined);
    try {
      const sent = await sendAnswers(form.kind, answers);
      await mutate(
        formsKey,
        (forms?: { forms: PatientForm[] }) =>
          forms && { forms: forms.forms.map((each) => (each.kind === sent.kind ? sent : each)) },
        {
          revalidate: false,
        },
      );
      onSent();
    } catch (error) {
      // The server names a refused answer `answers.<item>`; the form's fields are the items themselves.
      const refused =
        error instanceof ApiError && error.status === 400
          ? error.errors.map((each) => each.property.replace(/^answers\./, ''))
          : [];
      const items = refused.filter((id) => form.items.some((item) => item.id === id));
      items.forEach((id, index) => setError(id, { type: 'server', message: t('errors.refused') }, { shouldFocus: index === 0 }));
      if (items.length > 0) return;
      const ended = error instanceof ApiError && error.status === 409;
      setFormError(ended ? t('errors.treatmentEnded') : errorText(t, error));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="questionnaire-heading" className={styles.card}>
      <Box display="flex" flexDirection="column" gap="xl">
        {form.items.map((item) => (
          <AnswerField key={item.id} control={control} kind={form.kind} item={item} />
        ))}
        <Box role="alert" color="errorText">
          {formError}
        </Box>
        <div className={styles.actions}>
          <Button type="submit" variant="contained" isLoading={formState.isSubmitting} loadingLabel={t('sending')}>
            {t('send')}
          </Button>
        </div>
      </Box>
    </form>
  );
}
