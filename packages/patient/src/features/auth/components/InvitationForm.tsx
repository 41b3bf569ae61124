import { zodResolver } from '@hookform/resolvers/zod';
import { invitationAcceptBody, type InvitationDetails } from '@rehab/contract';
import { Box, Link, Spinner, TextField } from '@rehab/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { ApiError } from '@rehab/web/ApiError';
import { SignInFormFooter } from '@rehab/web/auth';
import { errorText, useServerSubmit } from '@rehab/web/serverErrors';
import { acceptInvitation, lookUpInvitation } from '../api/auth';
import { AuthCard } from './AuthCard';
import { NewPasswordField } from './NewPasswordField';

const passwordStep = z.pick(invitationAcceptBody, { password: true });
type PasswordStep = z.infer<typeof passwordStep>;

/** Why a link opens nothing: it has expired, or it is not (or no longer) a working one. */
function linkRefusal(error: unknown): 'invitationExpired' | 'invitationInvalid' | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || error.errors[0]?.property !== 'token') return undefined;
  return 'expired' in (error.errors[0]?.constraints ?? {}) ? 'invitationExpired' : 'invitationInvalid';
}

/**
 * The invitation's link (docs/rules/patients-in.md): staff gave the name and the address, and the mailed link proved
 * the address is the patient's, so they only choose a password and are signed in.
 */
export function InvitationJoin({ token, onJoined }: { token: string; onJoined: () => void }) {
  const { t } = useTranslation('patientAuth');
  const invitation = useSWR(['invitation', token], () => lookUpInvitation(token), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const footer = <Link href="/sign-in">{t('haveAccount')}</Link>;
  if (invitation.error) {
    const refusal = linkRefusal(invitation.error);
    return (
      <AuthCard heading={t('invitationHeading')} footer={footer}>
        <Box role="alert" color="errorText">
          {refusal ? t(refusal) : errorText(t, invitation.error)}
        </Box>
        <Link href="/join">{t('joinWithCode')}</Link>
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AuthCard heading={t('invitationHeading')}>
        <Box display="flex" justifyContent="center">
          <Spinner aria-label={t('invitationLoading')} />
        </Box>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      heading={t('invitationHeading')}
      intro={t('invitationIntro', { organization: invitation.data.organizationTitle })}
      footer={footer}
    >
      <PasswordForm token={token} invitation={invitation.data} onJoined={onJoined} />
    </AuthCard>
  );
}

function PasswordForm({ token, invitation, onJoined }: { token: string; invitation: InvitationDetails; onJoined: () => void }) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<PasswordStep>({
    resolver: zodResolver(passwordStep),
    defaultValues: { password: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['password'], async ({ password }) => {
    await acceptInvitation({ token, password });
    onJoined();
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <TextField label={t('name')} value={`${invitation.firstName} ${invitation.lastName}`} isReadOnly />
        <TextField label={t('email')} type="email" value={invitation.email} description={t('emailConfirmed')} isReadOnly />
        <NewPasswordField control={control} name="password" />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('acceptInvitation')}
          loadingLabel={t('joining')}
        />
      </Box>
    </form>
  );
}
