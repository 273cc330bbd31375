'use client';

/** Ory Elements card slots (Card.Root, Content, Divider, the method list) in the app's look; the settings sections are ../security/section.tsx. */
import type { OryCardAuthMethodListItemProps } from '@ory/elements-react';
import { useOryFlow } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import type { PropsWithChildren } from 'react';
import { Card } from '@/components/ui/card';
import { useAuthScreen, useAuthTranslator } from '../auth-context';
import { hasNode } from './shared';
import { usePinnedSecondFactor } from './use-pinned-method';

/** The card of a flow screen; on the second-factor step it keeps the method shown (./use-pinned-method.ts). */
export function CardRoot({ children }: PropsWithChildren) {
  usePinnedSecondFactor();
  return (
    <Card>
      <div className="flex flex-col gap-6">{children}</div>
    </Card>
  );
}

export function CardContent({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-5">{children}</div>;
}

/** The "or" separator. */
export function OrSeparator() {
  const t = useTranslations('auth');
  return (
    <div role="separator" className="flex w-full items-center gap-3 text-xs text-grey-400 uppercase">
      <span className="h-px flex-1 bg-grey-200" />
      {t('or')}
      <span className="h-px flex-1 bg-grey-200" />
    </div>
  );
}

/** The separator Ory Elements puts before the other methods; none without visible SSO buttons to separate. */
export function Divider() {
  const { variant } = useAuthScreen();
  const { flow } = useOryFlow();
  const hasSso = hasNode(flow, (_name, type, group) => (group === 'oidc' || group === 'saml') && type === 'submit');
  return variant === 'login' || !hasSso ? null : <OrSeparator />;
}

export function AuthMethodListContainer({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-3">{children}</div>;
}

/** One choice of the method picker (registration step 2: password or email code). */
export function AuthMethodListItem({ onClick, group, disabled }: OryCardAuthMethodListItemProps) {
  const t = useAuthTranslator();
  const base = t.has(`methods.${group}.title`) ? `methods.${group}` : 'methods.other';
  const description = t.has(`${base}.description`) ? t(`${base}.description`) : '';
  return (
    <button
      // The code method submits at once (Ory Elements sets method=code before the submit).
      type={group === 'code' ? 'submit' : 'button'}
      onClick={onClick}
      disabled={disabled}
      className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-xl border border-grey-200 bg-surface px-4 py-3 text-left transition-colors hover:bg-grey-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-400 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span className="text-sm font-semibold text-text">{t(`${base}.title`)}</span>
      {description ? <span className="text-sm text-grey-400">{description}</span> : null}
    </button>
  );
}
