import { useSearchParams } from 'react-router-dom';
import { useProfile } from '../../profile/api/useProfile';

/**
 * The organization whose exercise library is shown: the one in the address (`?organization=`), else the first
 * the signed-in user works for; undefined while the profile loads.
 */
export function useLibraryOrganization() {
  const [params] = useSearchParams();
  const organizations = useProfile().data?.organizations;
  const wanted = params.get('organization');
  const organization = organizations?.find((each) => each.id === wanted) ?? organizations?.[0];
  return { organization, organizations: organizations ?? [] };
}
