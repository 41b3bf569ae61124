import { zodResolver } from '@hookform/resolvers/zod';
import { programUpdateBodyOn, type ProgramUpdate, type ProgramUpdateBody } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { Select, SelectItem, showToast } from '@rehab/ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { translateValidationMessage } from '@rehab/web/validation';
import { updateProgram } from '../api/useProgram';
import { dateLocale } from '@rehab/web/language';
import { DateField } from '../../../../lib/DateField';
import { FormDialog } from '../../../../lib/FormDialog';

const weekdays = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id }));
/** The contract's range for a level, chosen as "Nivå N" as on the levels' card. */
const levels = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }));
const fields = ['day', 'start', 'finish', 'level'] as const;

type ProgramUpdateDialogProps = {
  patientId: string;
  line: ProgramUpdate;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** Changes one program line's weekday, dates or level; the server keeps it as a new program update. */
export function ProgramUpdateDialog({ patientId, line, onClose, onSaved }: ProgramUpdateDialogProps) {
  const { t } = useTranslation('program');
  const locale = dateLocale();
  const { control, handleSubmit, setError, formState } = useForm<ProgramUpdateBody>({
    // A line cannot end on a day already over: the server refuses it too.
    resolver: zodResolver(programUpdateBodyOn(dayInSweden())),
    defaultValues: {
      day: line.day,
      start: line.start,
      finish: line.finish,
      level: line.level,
      programId: line.programId,
      type: line.type,
    },
  });

  // The contract's own checks (finish not before start) carry the server's English message.
  const errorOf = (field: (typeof fields)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? translateValidationMessage(t, message, field) : undefined;
  };

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async (values) => {
    await updateProgram(patientId, values);
    showToast({ title: t('update.saved'), tone: 'success' });
    await onSaved();
  });

  return (
    <FormDialog
      title={t('update.title', { type: t(`exerciseTypes.${line.type}`) })}
      formId="program-update"
      cancelLabel={t('update.cancel')}
      confirmLabel={t('update.save')}
      pendingLabel={t('update.saving')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <Controller
        control={control}
        name="day"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('entries.day')}
            items={weekdays}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(Number(key))}
            onBlur={field.onBlur}
            isRequired
            errorMessage={errorOf('day')}
          >
            {(item) => <SelectItem id={item.id}>{t(`weekdays.${item.id}`)}</SelectItem>}
          </Select>
        )}
      />
      <DateField control={control} name="start" label={t('entries.start')} locale={locale} errorMessage={errorOf('start')} />
      <DateField control={control} name="finish" label={t('entries.finish')} locale={locale} errorMessage={errorOf('finish')} />
      <Controller
        control={control}
        name="level"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('entries.level')}
            items={levels}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(Number(key))}
            onBlur={field.onBlur}
            isRequired
            errorMessage={errorOf('level')}
          >
            {(item) => <SelectItem id={item.id}>{t('levels.levelOption', { level: item.id })}</SelectItem>}
          </Select>
        )}
      />
    </FormDialog>
  );
}
