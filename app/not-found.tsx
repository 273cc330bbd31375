/** notFound() anywhere renders the no-match screen content (spec §2: unknown → the no-match page). */
import { redirect } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/routes';

export default function NotFound() {
  redirect(NOT_FOUND_PATH);
}
