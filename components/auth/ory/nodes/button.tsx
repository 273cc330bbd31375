'use client';

/** Ory Elements button nodes: submit buttons and the SSO (Google) button. */
import type { OryNodeButtonProps, OryNodeSsoButtonProps } from '@ory/elements-react';
import { useOryFlow } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useUiLabel } from '../../auth-context';
import { GoogleLogo } from '../../google-logo';
import { hasNode } from '../shared';

/** A submit button. The email-code button is secondary when a password button is the main action. */
export function NodeButton({ node, buttonProps, isSubmitting }: OryNodeButtonProps) {
  const { flow } = useOryFlow();
  const uiLabel = useUiLabel();
  const label = node.meta.label;
  const { name, value } = node.attributes;
  const secondary =
    (name === 'method' &&
      value === 'code' &&
      hasNode(flow, (n, type, group) => group === 'password' && type === 'submit')) ||
    (name !== 'method' && name !== 'action');
  return (
    <Button
      {...buttonProps}
      variant={secondary ? 'secondary' : 'primary'}
      width="full"
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? <ButtonSpinner /> : null}
      {label ? uiLabel(label) : String(value ?? name)}
    </Button>
  );
}

/**
 * An SSO (OIDC provider) button. Google's reads "Continue with Google" on every screen, whatever kratos.yml labels the
 * provider (the sandbox's "Google (sandbox)" is for operators) and whether the flow signs in or signs up.
 */
export function NodeSsoButton({ node, buttonProps, isSubmitting, provider }: OryNodeSsoButtonProps) {
  const uiLabel = useUiLabel();
  const t = useTranslations('auth');
  const label = node.meta.label;
  // `provider` is the provider's display label; the node's value is its id in kratos.yml.
  const isGoogle = String(node.attributes.value) === 'google';
  const text = isGoogle ? t('google.continue') : label ? uiLabel(label) : provider;
  return (
    <Button {...buttonProps} variant="secondary" width="full" aria-busy={isSubmitting || undefined}>
      {isSubmitting ? <ButtonSpinner /> : isGoogle ? <GoogleLogo /> : null}
      {text}
    </Button>
  );
}
