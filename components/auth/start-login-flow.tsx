'use client';

/**
 * Starts a login flow for /login-google from the browser. Kratos's browser init redirects to the login
 * ui_url (/login), not to /login-google, so this screen asks for the flow as JSON instead: same-origin
 * fetch through /auth with credentials, which also stores Kratos's CSRF cookie in the browser. It then
 * reloads /login-google?flow=<id> so the server reads and renders the flow like every other screen.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { Spinner } from '@/components/ui/spinner';
import { FLOW_PARAM, flowPagePath, startFlowPath } from '@/lib/auth/flow-url';
import * as Sentry from '@/lib/sentry/capture';
import { AuthFlowFailed } from './auth-flow-pending';

// zod/mini, as the rest of the browser's schemas: classic zod would grow the sign-in screens' first-visit JavaScript.
const createdFlowSchema = z.looseObject({ id: z.string().check(z.minLength(1)) });
const kratosErrorSchema = z.looseObject({ error: z.optional(z.looseObject({ id: z.optional(z.string()) })) });

export interface StartLoginFlowProps {
  /** Absolute, validated return URL for the new flow. */
  returnTo: string;
  /** The page to reload with the new flow (e.g. /login-google). */
  page: string;
}

/**
 * Creates the flow, then navigates; shows a spinner meanwhile and an error with a retry link on failure.
 * A person who is already signed in (Kratos: session_already_available) goes straight to `returnTo`.
 */
export function StartLoginFlow({ returnTo, page }: StartLoginFlowProps) {
  const t = useTranslations('auth');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // React StrictMode runs effects twice in development
    started.current = true;
    void (async () => {
      try {
        const response = await fetch(startFlowPath('login', returnTo), {
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
        const body: unknown = await response.json().catch(() => null);
        if (response.ok) {
          const { id } = createdFlowSchema.parse(body);
          const url = new URL(flowPagePath(page, returnTo), window.location.origin);
          url.searchParams.set(FLOW_PARAM, id);
          window.location.replace(url.href);
          return;
        }
        if (kratosErrorSchema.safeParse(body).data?.error?.id === 'session_already_available') {
          window.location.replace(returnTo);
          return;
        }
        throw new Error(`Creating a login flow failed with ${response.status}`);
      } catch (error) {
        console.error('[auth] could not start the login flow', error);
        Sentry.captureException(error);
        setFailed(true);
      }
    })();
  }, [returnTo, page]);

  if (failed) return <AuthFlowFailed page={page} returnTo={returnTo} />;
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t('loginGoogle.preparing')} />
    </div>
  );
}
