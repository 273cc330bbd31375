/** /profile (spec §2, second-page layout; issue 9): components/account/profile-view.tsx, data lib/profile/server.ts. */
import { ProfileView } from '@/components/account/profile-view';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadProfilePage } from '@/lib/profile/server';

export const generateMetadata = routeMetadata('/profile');

export default async function ProfilePage() {
  return <ProfileView data={await loadProfilePage()} />;
}
