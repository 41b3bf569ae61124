import { zodResolver } from '@hookform/resolvers/zod';
import { entryTypes, type CalendarEntry } from '@rehab/contract';
import { Box, Button, ComboBox, ComboBoxItem, Select, SelectItem, TextField, TimeField, showToast } from '@rehab/ui';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { dateLocale } from '@rehab/web/language';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '../../../lib/fieldValues';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { cancelAppointment, saveAppointment, usePatientOptions } from '../api/appointments';
import { DateField } from '../../../lib/DateField';
import { appointmentBodyOf, appointmentForm, appointmentFormOf, type AppointmentForm } from './appointmentForm';
import { FormDialog } from '../../../lib/FormDialog';

const fields = ['type', 'title', 'date', 'start', 'end', 'patientId', 'videoUrl'] as const;
const types = entryTypes.map((id) => ({ id }));

type AppointmentDialogProps = {
  /** The entry being changed; a new one without. */
  entry?: CalendarEntry;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/**
 * Books, changes or cancels one of the physio's calendar entries. An entry with a patient is mailed to them with a
 * calendar file, as the dialog says, so the physio knows the patient will be told.
 */
export function AppointmentDialog({ entry, onClose, onSaved }: AppointmentDialogProps) {
  const { t, i18n } = useTranslation('calendarEntries');
  const locale = dateLocale(i18n.language);
  const [search, setSearch] = useState(entry?.patient ? `${entry.patient.firstName} ${entry.patient.lastName}` : '');
  const options = usePatientOptions(useDebouncedValue(search));
  const [cancelling, setCancelling] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<AppointmentForm>({
    resolver: zodResolver(appointmentForm),
    defaultValues: appointmentFormOf(entry),
  });
  const errorOf = (field: (typeof fields)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? t(`form.errors.${message}`, { defaultValue: message }) : undefined;
  };
  const patients = [
    ...(entry?.patient ? [entry.patient] : []),
    ...(options.data?.items ?? []).filter((each) => each.id !== entry?.patient?.id),
  ];
  const withPatient = useWatch({ control, name: 'patientId' }) !== null;

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async (values) => {
    await saveAppointment(entry?.id, appointmentBodyOf(values));
    showToast({
      tone: 'success',
      title: t(entry ? 'form.changed' : 'form.booked'),
      description: values.patientId ? t('form.mailed') : undefined,
    });
    await onSaved();
    onClose();
  });
  const cancel = async () => {
    if (!entry) return;
    setCancelling(true);
    try {
      await cancelAppointment(entry.id);
      showToast({ tone: 'success', title: t('form.cancelled'), description: entry.patient ? t('form.mailed') : undefined });
      await onSaved();
      onClose();
    } catch {
      showToast({ tone: 'error', title: t('form.cancelFailed') });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <FormDialog
      title={t(entry ? 'form.changeTitle' : 'form.newTitle')}
      formId="appointment"
      cancelLabel={t('form.back')}
      confirmLabel={t(entry ? 'form.save' : 'form.book')}
      pendingLabel={t('form.saving')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
      otherAction={
        entry && (
          <Button
            variant="text"
            tone="destructive"
            isLoading={cancelling}
            loadingLabel={t('form.cancelling')}
            onPress={() => void cancel()}
          >
            {t('form.cancelEntry')}
          </Button>
        )
      }
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('form.type')}
            items={types}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
          >
            {(item) => <SelectItem id={item.id}>{t(`types.${item.id}`)}</SelectItem>}
          </Select>
        )}
      />
      <Controller
        control={control}
        name="title"
        render={({ field }) => (
          <TextField {...field} label={t('form.title')} isRequired maxLength={200} errorMessage={errorOf('title')} />
        )}
      />
      <DateField control={control} name="date" label={t('form.date')} locale={locale} errorMessage={errorOf('date')} />
      <Box display="flex" gap="md" flexWrap="wrap">
        {(['start', 'end'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TimeField
                ref={field.ref}
                label={t(`form.${name}`)}
                value={timeOfDay(field.value)}
                onChange={(value) => field.onChange(value ? value.toString().slice(0, 5) : '')}
                onBlur={field.onBlur}
                isRequired
                errorMessage={errorOf(name)}
              />
            )}
          />
        ))}
      </Box>
      <Controller
        control={control}
        name="patientId"
        render={({ field }) => (
          <ComboBox
            ref={field.ref}
            label={t('form.patient')}
            description={t('form.patientDescription')}
            items={patients}
            inputValue={search}
            onInputChange={(value) => {
              setSearch(value);
              if (value === '') field.onChange(null);
            }}
            selectedKey={field.value}
            onSelectionChange={(key) => {
              const picked = patients.find((each) => each.id === key);
              field.onChange(picked ? picked.id : null);
              if (picked) setSearch(`${picked.firstName} ${picked.lastName}`);
            }}
            emptyText={t('form.noPatient')}
            errorMessage={errorOf('patientId')}
          >
            {(patient) => <ComboBoxItem id={patient.id}>{`${patient.firstName} ${patient.lastName}`}</ComboBoxItem>}
          </ComboBox>
        )}
      />
      <Controller
        control={control}
        name="videoUrl"
        render={({ field }) => (
          <TextField
            {...field}
            type="url"
            label={t('form.videoUrl')}
            description={t('form.videoUrlDescription')}
            maxLength={500}
            errorMessage={errorOf('videoUrl')}
          />
        )}
      />
      {withPatient && (
        <Box as="p" color="mediumGrey" fontSize="small">
          {t('form.mailNotice')}
        </Box>
      )}
    </FormDialog>
  );
}
