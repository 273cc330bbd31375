/** Unknown paths redirect to the no-match page (spec §2); middleware does it first, this is the fallback. */
import { redirect } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/routes';

export default function Unknown() {
  redirect(NOT_FOUND_PATH);
}
