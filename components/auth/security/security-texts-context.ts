'use client';

/**
 * The words /security's cards say when they ask before removing a way to sign in, and what starts the authenticator
 * app's set-up (messages `account.security`), handed to the cards by the screen: the cards are Ory Elements's settings
 * slots, which the sign-in screens load too, so they read no `account` message themselves; the /security page wraps
 * them in components/account/security-texts.tsx, the only reader, and only /security's HTML carries these words.
 */
import type { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';

/** The translator of `account.security` (e.g. `texts('totp.setUp')`). */
export type SecurityTexts = ReturnType<typeof useTranslations<'account.security'>>;

/** Set by components/account/security-texts.tsx around /security's settings flow. */
export const SecurityTextsContext = createContext<SecurityTexts | null>(null);

/**
 * @returns the translator of `account.security`.
 * @throws when no components/account/security-texts.tsx provider is above: a settings card rendered outside
 *   /security is a wiring mistake (/profile's e-mail change renders only the `profile` group, which asks nothing).
 */
export function useSecurityTexts(): SecurityTexts {
  const texts = useContext(SecurityTextsContext);
  if (!texts) throw new Error('useSecurityTexts: render the card inside SecurityTextsProvider (/security)');
  return texts;
}
