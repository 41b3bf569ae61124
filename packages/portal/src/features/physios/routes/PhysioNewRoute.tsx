import { Box, showToast } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createPhysio, uploadPhysioPhoto, useForgetPhysioLists } from '../api/usePhysios';
import { PhysioForm } from '../components/PhysioForm';
import { physioFormValues } from '../components/physioForm';

/** /physios/new[?organizationId]: add a physio; they get an invitation by email. */
export function Component() {
  const { t } = useTranslation('physios');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forgetPhysioLists = useForgetPhysioLists();
  const organizationId = params.get('organizationId');

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <PhysioForm
        initial={physioFormValues(undefined, organizationId ? [organizationId] : [])}
        submitLabel={t('create')}
        onCancel={() => navigate('/physios')}
        onSubmit={async ({ photo, bankId, aboutMe, experience, ...values }) => {
          const created = await createPhysio({ ...values, aboutMe, experience, ...(bankId ? { bankId } : {}) });
          if (photo instanceof File) await uploadPhysioPhoto(created.id, photo);
          void forgetPhysioLists(values.organizationIds);
          showToast({ tone: 'success', title: t('created', { email: created.email }) });
          navigate('/physios');
        }}
      />
    </Box>
  );
}
