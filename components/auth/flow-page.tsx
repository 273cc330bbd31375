/**
 * The server side of every auth screen (spec §2 public-only screens, §4 "Login flow"): read `flow` and the
 * return URL (`returnTo`, or Kratos's `return_to`) from the query, validate the return URL (spec §5), then
 * - no flow: send the browser to Kratos's browser init (`/auth/self-service/<kind>/browser?return_to=…`),
 *   which sets the CSRF cookie and comes back here with `?flow=<id>` (first checking that Kratos answers at
 *   all, so a dead upstream shows our error screen instead of the rewrite's bare proxy error);
 * - a flow: read it with the request's cookies (lib/auth/kratos.ts); an expired/unknown/foreign flow
 *   restarts with the same return URL; a failure shows an error with a retry link (never a blank screen);
 *   a method screen whose method the flow does not offer (/login-google without a google node) says so and links
 *   to /login; else render it (components/auth/auth-flow.tsx), with the address a verification code went to when
 *   the flow does not hold it (lib/auth/code-address.ts).
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { MoreMessages } from '@/components/layout/more-messages';
import { codeAddress, identityAddress } from '@/lib/auth/code-address';
import {
  FLOW_PAGE,
  FLOW_PARAM,
  KRATOS_RETURN_TO_PARAM,
  firstParam,
  flowPagePath,
  resolveAuthReturnUrl,
  loginBrowserParams,
  startFlowPath,
  type FlowKind,
} from '@/lib/auth/flow-url';
import { identityServiceReachable, loadFlowOrRestart, type KratosFlow } from '@/lib/auth/kratos';
import { prefillCode, type AuthVariant } from '@/lib/auth/nodes';
import { requestSession } from '@/lib/auth/request-session';
import { withScriptNonce } from '@/lib/auth/script-nonce';
import { offersGoogle } from '@/lib/auth/sign-in-methods';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { pageQueryOf, type SearchParamsRecord } from '@/lib/http/page-query';
import { stringParams } from '@/lib/http/query';
import { signInMessages } from '@/lib/i18n/sign-in-messages';
import { RETURN_TO_PARAM } from '@/lib/routes';
import { NONCE_HEADER } from '@/lib/security/headers';
import { resolveReturnUrl } from '@/lib/security/return-url';
import type { AuthFlowProps } from './auth-flow';
import { AuthNotice } from './auth-notice';

export interface AuthFlowPageProps {
  kind: FlowKind;
  /** This page's path, e.g. /login; restarts come back here. */
  page: string;
  variant?: AuthVariant;
  /**
   * The client component that renders the flow: components/auth/deferred-auth-flow.tsx on the sign-in screens (Ory
   * Elements loads on first use), components/auth/auth-flow.tsx on /security (most of its controls are Ory
   * Elements's own). Given by the page, so that each page's first load holds only the one it uses.
   */
  Flow: ComponentType<AuthFlowProps>;
  /**
   * How a missing flow is created. Without it (the default), through Kratos's browser init, which returns to the
   * flow's ui_url. With it, from the browser: the element it returns for the validated return URL starts the flow
   * (/login-google, which is not a Kratos ui_url, gives components/auth/start-login-flow.tsx). A function rather than
   * an import here, so that the browser-start component (and the zod it parses Kratos's answer with) is a client
   * reference of /login-google only, not of every auth screen's first load.
   */
  startInBrowser?: (returnTo: string) => ReactNode;
  /** The page's `searchParams` prop, handed on: the flow, the return URL, `code` and the login parameters. */
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * Loads (or starts) the flow of an auth screen and renders it. A sign-in screen's islands get the `auth` messages of
 * its flow kind here (lib/i18n/sign-in-messages.ts); /security's settings flow gets the whole namespace from
 * its own page (lib/i18n/client-messages.ts, the protected screens' lists).
 * @throws NEXT_REDIRECT to start or restart a flow.
 */
export async function AuthFlowPage(props: AuthFlowPageProps) {
  const screen = await flowScreen(props);
  if (props.kind === 'settings') return screen;
  return <MoreMessages messages={await signInMessages(props.kind)}>{screen}</MoreMessages>;
}

async function flowScreen(props: AuthFlowPageProps) {
  const { kind, page, variant = 'default', Flow, startInBrowser } = props;
  // The page's query, parsed as every page's is (lib/http/page-query pageQueryOf), its plain values only.
  const searchParams = stringParams(await pageQueryOf(props.searchParams));
  const returnTo = resolveAuthReturnUrl(searchParams);
  // /security's settings flow stays on its screen after each change: Kratos would otherwise send the
  // browser to return_to (the landing page by default). A return URL given to the page is still honoured.
  const startReturnTo =
    kind === 'settings' && !searchParams[RETURN_TO_PARAM] && !searchParams[KRATOS_RETURN_TO_PARAM] ? null : returnTo;
  const flowId = firstParam(searchParams[FLOW_PARAM]);
  // Spec §7 login/browser parameters (refresh, aal, …) pass through from the page's query, by allow-list.
  const loginParams = kind === 'login' ? loginBrowserParams(searchParams) : undefined;

  const failure = async (cookiesBlocked = false) => {
    const t = await getTranslations('auth');
    return (
      <AuthNotice
        title={t('error.title')}
        tone="error"
        text={cookiesBlocked ? t('error.cookiesBlocked') : t('error.text')}
        actionLabel={t('error.retry')}
        actionHref={flowPagePath(page, returnTo)}
      />
    );
  };

  if (!flowId) {
    if (startInBrowser) return startInBrowser(returnTo);
    if (!(await identityServiceReachable())) return failure();
    redirect(startFlowPath(kind, startReturnTo, loginParams));
  }

  const result = await loadFlowOrRestart(kind, flowId, {
    returnTo,
    restartPath: startInBrowser
      ? (to) => flowPagePath(page, to)
      : (to) => startFlowPath(kind, startReturnTo === null ? null : to, loginParams),
  });
  if (!result.flow) return failure(result.cookiesBlocked);

  const flowReturnTo =
    resolveReturnUrl(result.flow.return_to, clientConfig.appOrigin, allowedReturnOrigins())?.href ?? returnTo;
  // Spec §2 /login-google where the identity service has no Google (deploy/kratos.yml without its variables): the
  // flow has no google node, so the screen says so and leads to /login instead of showing an empty card.
  if (variant === 'google' && !offersGoogle(result.flow.ui.nodes)) {
    const t = await getTranslations('auth');
    return (
      <AuthNotice
        title={t('loginGoogle.unavailableTitle')}
        text={t('loginGoogle.unavailable')}
        tone="info"
        actionLabel={t('loginGoogle.useEmail')}
        actionHref={flowPagePath(FLOW_PAGE.login, flowReturnTo)}
        testId="sign-in-method-unavailable"
      />
    );
  }
  // Spec §2 `code`: a link can carry the one-time code to the verification screen and the login code step.
  const code = kind === 'verification' || kind === 'login' ? firstParam(searchParams.code) : undefined;
  const prefilled = { ...result.flow, ui: { ...result.flow.ui, nodes: [...prefillCode(result.flow.ui.nodes, code)] } };
  // Kratos's passkey script runs only with the page's CSP nonce (lib/auth/script-nonce).
  const flow = withScriptNonce(prefilled, (await headers()).get(NONCE_HEADER) ?? undefined);
  return (
    <Flow
      kind={kind}
      flow={flow}
      returnTo={flowReturnTo}
      page={page}
      variant={variant}
      codeAddress={await sessionCodeAddress(kind, flow)}
    />
  );
}

/**
 * The address of a verification flow that holds none (Kratos started it after a registration or an e-mail change,
 * for the signed-in identity's e-mail): that identity's e-mail; null for any other flow or without a session.
 */
async function sessionCodeAddress(kind: FlowKind, flow: KratosFlow): Promise<string | null> {
  if (kind !== 'verification' || codeAddress(flow.ui.nodes)) return null;
  return identityAddress((await requestSession())?.identity?.traits);
}
