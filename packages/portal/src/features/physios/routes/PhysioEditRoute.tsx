import { Box, Button, showToast, Skeleton } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { updatePhysio, uploadPhysioPhoto, useForgetPhysioLists, usePhysio } from '../api/usePhysios';
import { DeletePhysioDialog } from '../components/DeletePhysioDialog';
import { PhysioForm } from '../components/PhysioForm';
import { physioChanges, physioFormValues } from '../components/physioForm';
import { LoadError } from '../../../lib/LoadError';

/** /physios/{id}/edit: change a physio's details, or delete them. */
export function Component() {
  const { t } = useTranslation('physios');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const forgetPhysioLists = useForgetPhysioLists();
  const physio = usePhysio(id);
  const { data, error, mutate: reload } = physio;
  const [isDeleting, setDeleting] = useState(false);

  if (error) {
    return <LoadError headingLevel={2} title={t('loadError')} notFoundTitle={t('notFound')} of={physio} />;
  }
  if (!data) return <Skeleton variant="rectangle" height="16rem" />;

  const initial = physioFormValues(data);
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      {/* The heading and "Ta bort" head the form's card, with its room around them: above the card, the button sat
          against the top bar. */}
      <PhysioForm
        title={t('editTitle', { name: `${data.firstName} ${data.lastName}` })}
        actions={
          <Button variant="outlined" tone="destructive" onPress={() => setDeleting(true)}>
            {t('delete.confirm')}
          </Button>
        }
        key={data.id}
        initial={initial}
        submitLabel={t('save')}
        onCancel={() => navigate('/physios')}
        onSubmit={async (values) => {
          const changes = physioChanges(initial, values);
          let saved = Object.keys(changes).length > 0 ? await updatePhysio(id, changes) : data;
          if (values.photo instanceof File) saved = await uploadPhysioPhoto(id, values.photo);
          await reload(saved, { revalidate: false });
          void forgetPhysioLists([...data.organizations, ...saved.organizations].map((organization) => organization.id));
          showToast({ tone: 'success', title: t('saved') });
          navigate('/physios');
        }}
      />
      <DeletePhysioDialog
        physio={isDeleting ? data : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/physios')}
      />
    </Box>
  );
}
