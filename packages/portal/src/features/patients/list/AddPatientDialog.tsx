import { zodResolver } from '@hookform/resolvers/zod';
import { patientAddBody, phoneField, type PatientListItem } from '@rehab/contract';
import { Box, Select, SelectItem, showToast } from '@rehab/ui';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '@rehab/web/formFields';
import { ApiError } from '@rehab/web/ApiError';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { translateValidationMessage } from '@rehab/web/validation';
import { addPatient, useNewPatientPhysios } from '../api/invitations';
import { FormDialog } from '../../../lib/FormDialog';

/** The contract's fields as the form holds them: the mobile number may be left empty, the organization and physio are chosen. */
export const addPatientFormSchema = z.object({
  firstName: patientAddBody.shape.firstName,
  lastName: patientAddBody.shape.lastName,
  personalNumber: patientAddBody.shape.personalNumber,
  email: patientAddBody.shape.email,
  phoneNumber: z.string().check(z.refine((value) => value.trim() === '' || phoneField.safeParse(value).success)),
  organizationId: z.string().check(z.minLength(1)),
  responsiblePhysioId: z.string().check(z.minLength(1)),
});
type AddPatientValues = z.input<typeof addPatientFormSchema>;
type AddPatientOutput = z.output<typeof addPatientFormSchema>;

const fields = ['firstName', 'lastName', 'personalNumber', 'email', 'phoneNumber', 'organizationId', 'responsiblePhysioId'] as const;

type AddPatientDialogProps = {
  /** The organizations the reader works for; the first is chosen when there is only one. */
  organizations: { id: string; title: string }[];
  /** The reader, when a physio: the new patient's responsible physio unless they choose another. */
  physioId?: string;
  onClose: () => void;
  onAdded: (patient: PatientListItem) => Promise<unknown>;
};

/**
 * "Lägg till patient" (docs/rules/patients-in.md): name, personal number, email and mobile number, the organization
 * and the responsible physio. The patient is mailed an invitation; the server's refusals land on their fields.
 */
export function AddPatientDialog({ organizations, physioId, onClose, onAdded }: AddPatientDialogProps) {
  const { t } = useTranslation('patients');
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<AddPatientValues, unknown, AddPatientOutput>({
    resolver: zodResolver(addPatientFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      personalNumber: '',
      email: '',
      phoneNumber: '',
      organizationId: organizations.length === 1 ? (organizations[0]?.id ?? '') : '',
      responsiblePhysioId: physioId ?? '',
    },
  });
  const organizationId = useWatch({ control, name: 'organizationId' });
  const physios = useNewPatientPhysios(organizationId || undefined);
  // A physio chosen for another organization is no choice in this one.
  useEffect(() => {
    const chosen = getValues('responsiblePhysioId');
    if (physios.data && chosen && !physios.data.some((physio) => physio.id === chosen)) setValue('responsiblePhysioId', '');
  }, [physios.data, getValues, setValue]);

  const errorOf = (field: (typeof fields)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? translateValidationMessage(t, message, field) : undefined;
  };

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async ({ organizationId: organization, phoneNumber, ...values }) => {
    try {
      const added = await addPatient(organization, { ...values, phoneNumber: phoneNumber.trim() || undefined });
      showToast({ title: t('add.sent', { email: added.email }), tone: 'success' });
      await onAdded(added);
    } catch (error) {
      // No license left is about the organization, which the form cannot change: said in the form's own words.
      if (error instanceof ApiError && error.errors[0]?.constraints.licenses) {
        setError('organizationId', { type: 'server', message: t('add.noLicenses') }, { shouldFocus: true });
        return;
      }
      throw error;
    }
  });

  return (
    <FormDialog
      title={t('add.title')}
      formId="add-patient"
      cancelLabel={t('add.cancel')}
      confirmLabel={t('add.save')}
      pendingLabel={t('add.saving')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box as="p" color="mediumGrey">
        {t('add.description')}
      </Box>
      <FormTextField control={control} name="firstName" label={t('fields.firstName', { ns: 'common' })} autoComplete="off" isRequired />
      <FormTextField control={control} name="lastName" label={t('fields.lastName', { ns: 'common' })} autoComplete="off" isRequired />
      <FormTextField
        control={control}
        name="personalNumber"
        label={t('fields.personalNumber', { ns: 'common' })}
        description={t('add.personalNumberHint')}
        autoComplete="off"
        inputMode="numeric"
        isRequired
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('fields.email', { ns: 'common' })}
        description={t('add.emailHint')}
        autoComplete="off"
        isRequired
      />
      <FormTextField control={control} name="phoneNumber" type="tel" label={t('fields.phoneNumber', { ns: 'common' })} autoComplete="off" />
      {organizations.length > 1 && (
        <Controller
          control={control}
          name="organizationId"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('fields.organizationId', { ns: 'common' })}
              placeholder={t('add.choose')}
              items={organizations}
              selectedKey={field.value || null}
              onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
              onBlur={field.onBlur}
              isRequired
              errorMessage={errorOf('organizationId')}
            >
              {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
            </Select>
          )}
        />
      )}
      {organizations.length <= 1 && errorOf('organizationId') && (
        <Box as="p" role="alert" color="errorText">
          {errorOf('organizationId')}
        </Box>
      )}
      <Controller
        control={control}
        name="responsiblePhysioId"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('fields.responsiblePhysioId', { ns: 'common' })}
            placeholder={t('add.choose')}
            items={(physios.data ?? []).map((physio) => ({ id: physio.id, name: `${physio.firstName} ${physio.lastName}` }))}
            selectedKey={field.value || null}
            onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
            onBlur={field.onBlur}
            isDisabled={!organizationId}
            isRequired
            errorMessage={errorOf('responsiblePhysioId')}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        )}
      />
    </FormDialog>
  );
}
