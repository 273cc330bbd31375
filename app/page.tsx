/** / (spec §2): redirects to the login page (middleware does it first; this is the fallback). */
import { redirect } from 'next/navigation';
import { LOGIN_PATH } from '@/lib/routes';

export default function Root() {
  redirect(LOGIN_PATH);
}
