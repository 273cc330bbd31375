'use client';

/**
 * Renders one identity flow (login, registration, recovery, verification, settings) fetched on the server,
 * with @ory/elements-react doing the form logic and our components (./ory/) the look.
 *
 * We use the core OryProvider with a complete component set instead of the `@ory/elements-react/theme`
 * wrappers (<Login/> etc. are just OryProvider + OrySelfServiceFlowCard + Ory's default components): the
 * theme entry bundles a second copy of Ory's ~80 locale files, which we would never use.
 */
import { OryProvider, OrySelfServiceFlowCard, OrySettingsCard } from '@ory/elements-react';
import type { OryClientConfiguration, OryErrorHandler, OryFlowContainer, OrySuccessHandler } from '@ory/elements-react';
import { useLocale } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { FLOW_PAGE, flowPagePath, type FlowKind } from '@/lib/auth/flow-url';
import type { KratosFlow } from '@/lib/auth/kratos';
import { nodesForVariant, type AuthVariant } from '@/lib/auth/nodes';
import { takeOnloadTriggers } from '@/lib/auth/onload-triggers';
import { withSoleSecondFactor } from '@/lib/auth/second-factor-method';
import { offersGoogle } from '@/lib/auth/sign-in-methods';
import { clientConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locale';
import { SIGNED_IN_LANDING } from '@/lib/routes';
import { AuthScreenProvider } from './auth-context';
import { keepLanguageOfNewAccount } from './keep-language';
import { authComponents } from './ory';
import { SubmitFailedBanner } from './ory/header';
import { SecuritySettings } from './security/security-settings';
import { useOnloadTriggers } from './use-onload-triggers';
import { useSubmitFailure } from './use-submit-failure';

export interface AuthFlowProps {
  /** Which flow `flow` is. */
  kind: FlowKind;
  /** The flow as read and validated on the server (lib/auth/kratos.ts). */
  flow: KratosFlow;
  /** Absolute, validated return URL: kept on links to the other auth screens and on restarts. */
  returnTo: string;
  /** The app page showing this flow; an unrecoverable flow error restarts there with `returnTo`. */
  page: string;
  /** Which methods to show (see {@link AuthVariant}); `default` shows all. */
  variant?: AuthVariant;
  /**
   * The address a code went to when the flow's nodes do not hold it (a verification Kratos started after a
   * registration: the signed-in identity's e-mail; components/auth/flow-page.tsx).
   */
  codeAddress?: string | null;
}

/** Ory Elements configuration: the SDK goes through this origin's /auth rewrite; URLs match kratos.yml. */
function oryConfiguration(locale: string): OryClientConfiguration {
  const origin = typeof window === 'undefined' ? new URL(clientConfig.appOrigin).origin : window.location.origin;
  return {
    sdk: { url: `${origin}${clientConfig.authBasePath}` },
    intl: { locale },
    project: {
      name: 'Ramp',
      registration_enabled: true,
      verification_enabled: true,
      recovery_enabled: true,
      hide_ory_branding: true,
      login_ui_url: FLOW_PAGE.login,
      registration_ui_url: FLOW_PAGE.registration,
      recovery_ui_url: FLOW_PAGE.recovery,
      verification_ui_url: FLOW_PAGE.verification,
      settings_ui_url: FLOW_PAGE.settings,
      error_ui_url: '/error',
      default_redirect_url: SIGNED_IN_LANDING,
    },
  };
}

/**
 * An identity flow screen (spec §3 "Identity flow", §4 "Login flow"). Validation errors from Kratos
 * (400 with ui.messages) are shown in the form by Ory Elements; an expired, replaced or CSRF-broken flow
 * restarts on `page` with the same return URL (Ory's own restart would drop it); a submit the service did not answer
 * (./use-submit-failure.ts) is said in the card, the form kept.
 */
export function AuthFlow({ kind, flow, returnTo, page, variant = 'default', codeAddress = null }: AuthFlowProps) {
  const locale = useLocale();
  const [config] = useState(() => oryConfiguration(locale));
  const submitFailure = useSubmitFailure();
  // Read from every node of the flow: the login variant leaves the OIDC nodes out, yet links to Google when they exist.
  const google = useMemo(() => offersGoogle(flow.ui.nodes), [flow]);
  const screen = useMemo(
    () => ({ kind, variant, returnTo, submitFailure, offersGoogle: google, codeAddress }),
    [kind, variant, returnTo, submitFailure, google, codeAddress],
  );
  // Kratos's onload triggers (the passkey suggestions) run once per flow, from here, not from Ory Elements's inputs
  // (lib/auth/onload-triggers.ts says why).
  const { nodes, triggers } = useMemo(
    () => takeOnloadTriggers(nodesForVariant(flow.ui.nodes, variant)),
    [flow, variant],
  );
  useOnloadTriggers(flow.id, triggers);
  // The second-factor step opens on the person's one second factor (lib/auth/second-factor-method.ts).
  const container = useMemo(() => {
    const shown = { ...flow, ui: { ...flow.ui, nodes } };
    return {
      flowType: kind,
      flow: kind === 'login' ? withSoleSecondFactor(shown) : shown,
    } as unknown as OryFlowContainer;
  }, [kind, flow, nodes]);

  // A registration that signs the person in keeps the language they registered in (./keep-language.ts, spec §4).
  const onSuccess = useCallback<OrySuccessHandler>(
    async (event) => {
      if (kind === 'registration' && 'session' in event && event.session) {
        await keepLanguageOfNewAccount(locale as Locale);
      }
    },
    [kind, locale],
  );

  const onError = useCallback<OryErrorHandler>(
    (event) => {
      // An expired flow submitted: Kratos made a replacement that keeps return_to; Ory reloads with it.
      if (event.type === 'flow_expired' && event.body.use_flow_id) return;
      // A settings screen restarts on itself alone: a return URL there would become the new flow's return_to, where
      // Kratos sends the browser after every save (components/auth/flow-page.tsx keeps /security without one).
      window.location.assign(kind === 'settings' ? page : flowPagePath(page, returnTo));
      // Navigation is under way: never settle, so Ory does not redirect to a flow without return_to.
      return new Promise<void>(() => undefined);
    },
    [kind, page, returnTo],
  );

  return (
    <AuthScreenProvider value={screen}>
      <OryProvider {...container} config={config} components={authComponents} onError={onError} onSuccess={onSuccess}>
        {kind !== 'settings' ? (
          <OrySelfServiceFlowCard />
        ) : (
          <>
            {/* The settings screens have no card header of ours: the banner goes above them (same tree either way, so
                nothing typed is lost when it shows). */}
            {submitFailure ? <SubmitFailedBanner failure={submitFailure} /> : null}
            {variant === 'profile' ? <OrySettingsCard /> : <SecuritySettings />}
          </>
        )}
      </OryProvider>
    </AuthScreenProvider>
  );
}
