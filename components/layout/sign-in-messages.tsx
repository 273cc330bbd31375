/**
 * Server wrapper that gives the Ory Elements islands below it the sign-in messages (`auth`) on top of the shell's
 * (issue 11; lib/i18n/client-messages.ts): used by the public-only layout (sign-in screens) and the second-page
 * layout (/profile's e-mail change, /security). A nested NextIntlClientProvider replaces the messages of the one
 * above for its subtree, so it carries the shell's namespaces too.
 */
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { shellMessages } from '@/lib/i18n/client-messages';

/** @param children the screens whose client islands read `auth` messages */
export async function SignInMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await shellMessages(true)}>{children}</NextIntlClientProvider>;
}
