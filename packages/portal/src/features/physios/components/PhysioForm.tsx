import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, Checkbox, Skeleton, TextArea, TextField } from '@rehab/ui';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/serverErrors';
import { useOrganizationChoices } from '../api/usePhysios';
import * as styles from '../physios.css';
import { physioFormFields, physioFormSchema, type PhysioFormOutput, type PhysioFormValues } from './physioForm';
import { PhotoField } from '../../../lib/PhotoField';
import { FormFooter } from '../../../lib/FormFooter';

type TextFieldName = 'email' | 'firstName' | 'lastName' | 'bankId';

type PhysioFormProps = {
  initial: PhysioFormValues;
  submitLabel: string;
  onSubmit: (values: PhysioFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** A physio's details, photo and the organizations they work for; shared by add and edit. */
export function PhysioForm({ initial, submitLabel, onSubmit, onCancel }: PhysioFormProps) {
  const { t } = useTranslation('physios');
  const organizationsLabelId = useId();
  const organizations = useOrganizationChoices();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<PhysioFormValues, unknown, PhysioFormOutput>({
    resolver: zodResolver(physioFormSchema),
    defaultValues: initial,
  });
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(showServerError(error, setError, t, physioFormFields));
    }
  });

  const textField = (
    name: TextFieldName,
    options: { type?: 'email'; autoComplete: string; isRequired?: boolean; description?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t(`fields.${name}`, { ns: 'common' })}
          {...options}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Card>
      <form noValidate onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="xl">
          <Controller
            control={control}
            name="photo"
            render={({ field, fieldState }) => (
              <PhotoField
                label={t('photo')}
                name={`${firstName} ${lastName}`.trim() || t('newPhysio')}
                value={field.value}
                onChange={(photo) => {
                  clearErrors('photo');
                  field.onChange(photo);
                }}
                onReject={() => setError('photo', { type: 'client', message: t('photoPicker.rejected', { ns: 'common' }) })}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Box display="grid" gap="lg">
            {textField('email', { type: 'email', autoComplete: 'off', isRequired: true, description: t('emailHint') })}
            {textField('firstName', { autoComplete: 'off', isRequired: true })}
            {textField('lastName', { autoComplete: 'off', isRequired: true })}
            <Controller
              control={control}
              name="aboutMe"
              render={({ field, fieldState }) => (
                <TextArea {...field} label={t('fields.aboutMe', { ns: 'common' })} errorMessage={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name="experience"
              render={({ field, fieldState }) => (
                <TextArea
                  {...field}
                  label={t('fields.experience', { ns: 'common' })}
                  rows={2}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            {textField('bankId', { autoComplete: 'off', description: t('bankIdHint') })}
            <Controller
              control={control}
              name="organizationIds"
              render={({ field, fieldState }) => (
                <div role="group" aria-labelledby={organizationsLabelId} className={styles.checkboxGroup}>
                  <span id={organizationsLabelId} className={styles.groupLabel}>
                    {t('fields.organizationIds', { ns: 'common' })}
                  </span>
                  {organizations.data ? (
                    organizations.data.map((organization) => (
                      <Checkbox
                        key={organization.id}
                        isSelected={field.value.includes(organization.id)}
                        onChange={(selected) =>
                          field.onChange(
                            selected ? [...field.value, organization.id] : field.value.filter((id) => id !== organization.id),
                          )
                        }
                      >
                        {organization.title}
                      </Checkbox>
                    ))
                  ) : (
                    <Skeleton variant="text" lines={2} />
                  )}
                  {fieldState.error ? (
                    <Box role="alert" color="errorText" fontSize="small">
                      {fieldState.error.message}
                    </Box>
                  ) : null}
                </div>
              )}
            />
          </Box>
          <FormFooter
            formError={formError}
            submitLabel={submitLabel}
            savingLabel={t('saving')}
            cancelLabel={t('cancel')}
            isSubmitting={formState.isSubmitting}
            onCancel={onCancel}
          />
        </Box>
      </form>
    </Card>
  );
}
