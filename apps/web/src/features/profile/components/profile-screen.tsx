import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useUserProfile } from '../api/get-user-profile.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';

/** /profile (spec 3 §2): the learner's profile, with loading skeletons in its shape until it loads. */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const query = useUserProfile();
  return (
    <QueryState query={query} errorTitle={t('loadFailed')} loading={<ProfileSkeleton />}>
      {(profile) => <ProfileForm profile={profile} reload={query.refetch} />}
    </QueryState>
  );
}
