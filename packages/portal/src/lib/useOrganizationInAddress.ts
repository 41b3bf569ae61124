import { useSearchParams } from 'react-router-dom';
import { useProfile } from '../features/profile/api/useProfile';

/**
 * The organization a screen of an organization's own (its exercise library, its journal templates) works in: the one
 * in the address (`?organization=`), else the first the signed-in user works for; undefined while the profile loads.
 */
export function useOrganizationInAddress() {
  const [params] = useSearchParams();
  const organizations = useProfile().data?.organizations;
  const wanted = params.get('organization');
  const organization = organizations?.find((each) => each.id === wanted) ?? organizations?.[0];
  return { organization, organizations: organizations ?? [] };
}
