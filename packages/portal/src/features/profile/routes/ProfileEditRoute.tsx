import { ProfileEditForm } from '../components/ProfileEditForm';
import { ProfileLoader } from '../components/ProfileLoader';

/** /profile/edit: the specialist changes their own profile. */
export function Component() {
  return <ProfileLoader>{(profile) => <ProfileEditForm profile={profile} />}</ProfileLoader>;
}
