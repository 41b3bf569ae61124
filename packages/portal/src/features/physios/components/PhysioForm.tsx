import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, Checkbox, Skeleton } from '@rehab/ui';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { useOrganizationChoices } from '../api/usePhysios';
import * as styles from '../physios.css';
import { physioFormFields, physioFormSchema, type PhysioFormOutput, type PhysioFormValues } from './physioForm';
import { PhysioDetailsFields } from '../../../lib/PhysioDetailsFields';
import { FormFooter } from '../../../lib/FormFooter';

type PhysioFormProps = {
  /** The card's heading and its actions (a physio's "Ta bort"), inside the card's padding like every card's. */
  title?: string;
  actions?: ReactNode;
  initial: PhysioFormValues;
  submitLabel: string;
  onSubmit: (values: PhysioFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** A physio's details, photo and the organizations they work for; shared by add and edit. */
export function PhysioForm({ title, actions, initial, submitLabel, onSubmit, onCancel }: PhysioFormProps) {
  const { t } = useTranslation('physios');
  const organizationsLabelId = useId();
  const organizations = useOrganizationChoices();
  const { control, handleSubmit, setError, formState, getValues, setValue } = useForm<PhysioFormValues, unknown, PhysioFormOutput>({
    resolver: zodResolver(physioFormSchema),
    defaultValues: initial,
  });
  // An admin of one organization adds physios to it: chosen already, still shown.
  const onlyOrganization = organizations.data?.length === 1 ? organizations.data[0]?.id : undefined;
  useEffect(() => {
    if (onlyOrganization && getValues('organizationIds').length === 0) setValue('organizationIds', [onlyOrganization]);
  }, [onlyOrganization, getValues, setValue]);
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, physioFormFields, async (values) => {
    await onSubmit(values);
  });

  return (
    <Card title={title} actions={actions}>
      <form noValidate onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="xl">
          <PhysioDetailsFields
            control={control}
            personName={`${firstName} ${lastName}`.trim() || t('newPhysio')}
            colleague={{ emailHint: t('emailHint'), bankIdHint: t('bankIdHint') }}
          />
          <Controller
            control={control}
            name="organizationIds"
            render={({ field, fieldState }) => (
              <div role="group" aria-labelledby={organizationsLabelId} className={styles.checkboxGroup}>
                <span id={organizationsLabelId} className={styles.groupLabel}>
                  {t('fields.organizationIds', { ns: 'common' })}
                  <span className={styles.requiredMark} aria-hidden="true">
                    *
                  </span>
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
          <FormFooter formError={formError} submitLabel={submitLabel} isSubmitting={formState.isSubmitting} onCancel={onCancel} />
        </Box>
      </form>
    </Card>
  );
}
