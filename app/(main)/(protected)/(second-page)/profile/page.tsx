/** /profile (spec §2, second-page layout; issue 9): components/account/profile-view.tsx, data lib/profile/server.ts. */
import { getTranslations } from 'next-intl/server';
import { ProfileView } from '@/components/account/profile-view';
import { loadProfilePage } from '@/lib/profile/server';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('profile') };
}

export default async function ProfilePage() {
  return <ProfileView data={await loadProfilePage()} />;
}
