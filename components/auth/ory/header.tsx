'use client';

/** Ory Elements Card.Header: the screen's title and description, decided by lib/auth/card-text.ts. */
import { useOryFlow } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner';
import { ScreenTitle } from '@/components/ui/card';
import { cardText } from '@/lib/auth/card-text';
import { codeAddress } from '@/lib/auth/code-address';
import { isSecondFactorStep } from '@/lib/auth/second-factor-method';
import { useAuthScreen, useUiText } from '../auth-context';
import type { SubmitFailure } from '../use-submit-failure';
import { hasNode } from './shared';

/**
 * Title and description of the screen, from the flow kind and state (code sent, and to which address; method chosen;
 * the second-factor step; done).
 */
export function CardHeader() {
  const { flow, formState } = useOryFlow();
  const { kind, variant, submitFailure, codeAddress: pageAddress } = useAuthScreen();
  const t = useTranslations('auth');
  const uiText = useUiText();
  const messages = flow.ui.messages ?? [];
  const { titleKey, description } = cardText({
    kind,
    variant,
    formState: formState as { current: string; method?: string },
    flowState: flow.state,
    hasCodeInput: hasNode(flow, (name, type) => name === 'code' && type !== 'hidden'),
    messageIds: messages.map((m) => m.id),
    codeAddress: codeAddress(flow.ui.nodes) ?? pageAddress ?? null,
    secondFactor: isSecondFactorStep(flow),
  });
  let text: string | null = null;
  if (description && 'key' in description) text = t(description.key as 'login.subtitle', description.values);
  else if (description) {
    // A message the flow no longer holds (a wrong code replaced it) is worded by its id all the same.
    const id = description.messageId;
    text = uiText(messages.find((m) => m.id === id) ?? { id, text: '', type: 'info' });
  }
  return (
    <header className="flex flex-col gap-1">
      <ScreenTitle className="mb-0">{t(titleKey as 'login.title')}</ScreenTitle>
      {text ? (
        <p className="text-sm text-grey-400" data-testid="auth-description">
          {text}
        </p>
      ) : null}
      {submitFailure ? <SubmitFailedBanner failure={submitFailure} /> : null}
    </header>
  );
}

/**
 * What the screen says when a submit failed in a way Ory Elements does not show (components/auth/use-submit-failure.ts):
 * the identity service did not answer, or it refused more attempts for now (429).
 */
export function SubmitFailedBanner({ failure }: { failure: SubmitFailure }) {
  const t = useTranslations('auth');
  return (
    <Banner tone="error" className="mt-3">
      <span data-testid="auth-submit-failed">
        {t(failure === 'too-many-attempts' ? 'error.tooManyAttempts' : 'error.submitFailed')}
      </span>
    </Banner>
  );
}
