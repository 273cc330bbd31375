'use client';

/**
 * What the flow UI overrides need to know about the screen they render in: which flow, which variant of
 * the login screen, and the return URL to keep on links to the other auth screens.
 */
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext } from 'react';
import type { FlowKind } from '@/lib/auth/flow-url';
import type { AuthVariant } from '@/lib/auth/nodes';
import { translateUiText, type AuthTranslator, type UiTextLike } from '@/lib/auth/ui-text';
import type { SubmitFailure } from './use-submit-failure';

/** The screen an identity flow is rendered in. */
export interface AuthScreen {
  /** Which flow the screen shows. */
  kind: FlowKind;
  /** Which methods it shows (lib/auth/nodes.ts). */
  variant: AuthVariant;
  /** Absolute, validated return URL (the flow's return_to, else the page's). */
  returnTo: string;
  /**
   * Whether the flow offers Google (its ui.nodes hold the `google` OIDC provider, lib/auth/sign-in-methods.ts), read
   * before the variant filters the nodes: /login links to /login-google only then (spec §2).
   */
  offersGoogle: boolean;
  /** How the last submit failed, in a way Ory Elements does not show (./use-submit-failure.ts); null: it did not. */
  submitFailure?: SubmitFailure | null;
  /**
   * The address a code was sent to when the flow's nodes do not hold it (a verification Kratos started after a
   * registration: the signed-in identity's e-mail, lib/auth/code-address.ts); null when unknown.
   */
  codeAddress?: string | null;
}

const AuthScreenContext = createContext<AuthScreen | null>(null);

/** Provides the screen description to the overrides rendered inside the Ory flow. */
export const AuthScreenProvider = AuthScreenContext.Provider;

/**
 * The current auth screen.
 * @throws Error outside an {@link AuthScreenProvider} (a wiring bug, never a user error).
 */
export function useAuthScreen(): AuthScreen {
  const screen = useContext(AuthScreenContext);
  if (!screen) throw new Error('useAuthScreen must be used inside <AuthScreenProvider>');
  return screen;
}

/**
 * The `auth` translator with plain string keys, for the Kratos ids known only at run time. Static keys
 * should use `useTranslations('auth')` directly so they stay type-checked.
 */
export function useAuthTranslator(): AuthTranslator {
  return useTranslations('auth') as unknown as AuthTranslator;
}

/**
 * Returns a function that turns a Kratos UiText shown as a message (a banner, a field's error, a note) into text in
 * the current language (lib/auth/ui-text.ts). One argument only, so it can be handed to `Array.map`.
 */
export function useUiText(): (text: UiTextLike) => string {
  const t = useAuthTranslator();
  return useCallback((text: UiTextLike) => translateUiText(text, t, 'message'), [t]);
}

/** As {@link useUiText}, for a UiText that labels a control (a button, a field, a link). */
export function useUiLabel(): (text: UiTextLike) => string {
  const t = useAuthTranslator();
  return useCallback((text: UiTextLike) => translateUiText(text, t, 'label'), [t]);
}
