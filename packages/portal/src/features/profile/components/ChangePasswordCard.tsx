import { zodResolver } from '@hookform/resolvers/zod';
import { currentPasswordField, newPasswordField } from '@rehab/contract';
import { Box, Button, Card, showToast } from '@rehab/ui';
import { FormPasswordField } from '@rehab/web/formFields';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import { changePassword, sessionsKey } from '../api/account';

type PasswordForm = { currentPassword: string; newPassword: string; repeatPassword: string };

/** "Byt lösenord": the current password, the new one twice; the person's other devices are signed out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const [isOpen, setOpen] = useState(false);
  return (
    <Card>
      <Box as="section" aria-labelledby="password-heading" display="flex" flexDirection="column" gap="lg">
        <Box as="h2" id="password-heading" fontSize="h3" fontWeight="bold" margin="none">
          {t('password.heading')}
        </Box>
        <Box as="p" margin="none" color="mediumGrey">
          {t('password.intro')}
        </Box>
        {isOpen ? (
          <PasswordChangeForm onDone={() => setOpen(false)} />
        ) : (
          <Box display="flex">
            <Button variant="outlined" onPress={() => setOpen(true)}>
              {t('password.open')}
            </Button>
          </Box>
        )}
      </Box>
    </Card>
  );
}

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { mutate } = useSWRConfig();
  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, repeatPassword: z.string() })
        .check(
          z.refine((values) => values.newPassword === values.repeatPassword, { message: t('password.mismatch'), path: ['repeatPassword'] }),
        ),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['currentPassword', 'newPassword'], async (values) => {
    await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    void mutate(sessionsKey);
    showToast({ tone: 'success', title: t('password.changed') });
    onDone();
  });
  const visibility = { showPasswordLabel: t('password.show'), hidePasswordLabel: t('password.hide') };

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <FormPasswordField control={control} name="currentPassword" label={t('password.current')} autoComplete="current-password" isRequired {...visibility} />
        <FormPasswordField
          control={control}
          name="newPassword"
          label={t('password.new')}
          description={t('password.hint')}
          autoComplete="new-password"
          isRequired
          {...visibility}
        />
        <FormPasswordField control={control} name="repeatPassword" label={t('password.repeat')} autoComplete="new-password" isRequired {...visibility} />
        <Box role="alert" color="errorText">
          {formError}
        </Box>
        <Box display="flex" gap="md" flexWrap="wrap">
          <Button type="submit" variant="contained" isLoading={formState.isSubmitting} loadingLabel={t('password.saving')}>
            {t('password.save')}
          </Button>
          <Button variant="outlined" onPress={onDone}>
            {t('password.cancel')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
