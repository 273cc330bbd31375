'use client';

/** Ory Elements Node.Label: the field wrapper with its client error, "Forgot password?" and "Resend code". */
import type { OryNodeLabelProps } from '@ory/elements-react';
import { useOryFlow, useResendCode } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/button';
import { FLOW_PAGE, flowPagePath } from '@/lib/auth/flow-url';
import { useAuthScreen, useUiLabel, useUiText } from '../../auth-context';
import { isUiText } from '../shared';

/**
 * Wraps an input: the client-side error Ory Elements raises (a missing code), the "Forgot password?" link
 * under the login password and the "Resend code" button (the code method's resend node) under a code input.
 */
export function NodeLabel({ attributes, children, fieldError }: OryNodeLabelProps) {
  const { kind, returnTo } = useAuthScreen();
  const { formState } = useOryFlow();
  const { resendCode, resendCodeNode } = useResendCode();
  const uiText = useUiText();
  const uiLabel = useUiLabel();
  const t = useTranslations('auth');
  const forgotPassword = kind === 'login' && attributes.type === 'password';
  const resend = attributes.name === 'code' && attributes.type !== 'hidden' && resendCodeNode;
  return (
    <div className="flex flex-col gap-1.5">
      {children}
      {fieldError && isUiText(fieldError) ? (
        <p role="alert" className="text-sm text-red-400">
          {uiText(fieldError)}
        </p>
      ) : null}
      {forgotPassword || resend ? (
        <div className="flex justify-end">
          {forgotPassword ? (
            <a className={linkClass} href={flowPagePath(FLOW_PAGE.recovery, returnTo)}>
              {t('login.forgotPassword')}
            </a>
          ) : null}
          {resend ? (
            <Button variant="link" onClick={resendCode} disabled={formState.isSubmitting}>
              {resendCodeNode.meta.label ? uiLabel(resendCodeNode.meta.label) : t('resendCode')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
