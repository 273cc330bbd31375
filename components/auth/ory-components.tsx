'use client';

/**
 * Our look for the identity flows: a complete set of @ory/elements-react components (the `components`
 * contract of OryProvider) built from the app's Tailwind primitives (components/ui). Ory's own theme and
 * CSS are not used at all, so the flows look like the rest of the app, follow the `dark` class and read
 * every text from next-intl (Kratos texts through lib/auth/ui-text.ts).
 *
 * Ory Elements keeps the logic (form state, submit, code resend, redirects, flow errors); these
 * components only render what they are given.
 */
import type {
  OryCardAuthMethodListItemProps,
  OryCardSettingsSectionProps,
  OryFlowComponents,
  OryFormRootProps,
  OryFormSectionContentProps,
  OryFormSectionFooterProps,
  OryFormSsoRootProps,
  OryMessageContentProps,
  OryNodeAnchorProps,
  OryNodeButtonProps,
  OryNodeCheckboxProps,
  OryNodeImageProps,
  OryNodeInputProps,
  OryNodeLabelProps,
  OryNodeSelectProps,
  OryNodeSsoButtonProps,
  OryNodeTextProps,
  OryToastProps,
} from '@ory/elements-react';
import { useOryFlow, useResendCode } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Children, type PropsWithChildren, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useGoogleSignInMode } from '@/components/widget/webview';
import { FLOW_PAGE, LOGIN_GOOGLE_PAGE, flowPagePath } from '@/lib/auth/flow-url';
import type { UiTextLike } from '@/lib/auth/ui-text';
import { cn } from '@/lib/ui/cn';
import { useAuthScreen, useAuthTranslator, useUiText } from './auth-context';
import { GoogleLogo } from './google-logo';

/** Kratos message ids that announce a code was sent; shown in the header, not as banners. */
const CODE_SENT_MESSAGE_IDS = [1010014, 1010025, 1040005, 1060003, 1080003];

type Flow = ReturnType<typeof useOryFlow>['flow'];

function isUiText(value: unknown): value is UiTextLike {
  return typeof value === 'object' && value !== null && 'id' in value && 'text' in value;
}

function hasNode(flow: Flow, predicate: (name: string, type: string, group: string) => boolean): boolean {
  return flow.ui.nodes.some((node) => {
    const attributes = node.attributes as { name?: unknown; type?: unknown };
    return predicate(String(attributes.name ?? ''), String(attributes.type ?? ''), node.group);
  });
}

/** Link styles (cva output merged, so the link variant's px-0 wins over the base padding). */
const linkClass = cn(buttonVariants({ variant: 'link' }));

/** A spinner that takes the button's text colour (components/ui Spinner is always green). */
function ButtonSpinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-4 animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------- Card

function CardRoot({ children }: PropsWithChildren) {
  return (
    <Card>
      <div className="flex flex-col gap-6">{children}</div>
    </Card>
  );
}

function CardContent({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-5">{children}</div>;
}

/** Title and description of the screen, from the flow kind and state (code sent, method chosen, done). */
function CardHeader() {
  const { flow, formState } = useOryFlow();
  const { kind, variant } = useAuthScreen();
  const t = useTranslations('auth');
  const uiText = useUiText();
  const messages = flow.ui.messages ?? [];
  const codeSent = messages.find((m) => CODE_SENT_MESSAGE_IDS.includes(m.id));
  const hasCodeInput = hasNode(flow, (name, type) => name === 'code' && type !== 'hidden');
  const linking = messages.find((m) => m.id === 1010016);

  let title: string;
  let description: string | undefined;
  switch (kind) {
    case 'login':
      if (variant === 'google') {
        title = t('loginGoogle.title');
        description = t('loginGoogle.subtitle');
      } else if (hasCodeInput) {
        title = t('login.codeSentTitle');
        description = codeSent ? uiText(codeSent) : undefined;
      } else {
        title = t('login.title');
        const refresh = messages.find((m) => m.id === 1010003); // "confirm it is you" (re-authentication)
        description = linking ? uiText(linking) : refresh ? uiText(refresh) : t('login.subtitle');
      }
      break;
    case 'registration':
      if (hasCodeInput) {
        title = t('registration.codeSentTitle');
        description = codeSent ? uiText(codeSent) : undefined;
      } else {
        title = t('registration.title');
        description =
          formState.current === 'select_method'
            ? t('registration.chooseMethod')
            : formState.current === 'method_active' && formState.method === 'password'
              ? t('registration.passwordSubtitle')
              : t('registration.subtitle');
      }
      break;
    case 'recovery':
      title = hasCodeInput ? t('recovery.codeSentTitle') : t('recovery.title');
      description = hasCodeInput ? (codeSent ? uiText(codeSent) : undefined) : t('recovery.subtitle');
      break;
    case 'verification':
      if (flow.state === 'passed_challenge') {
        title = t('verification.doneTitle');
      } else if (hasCodeInput) {
        title = t('verification.codeSentTitle');
        description = codeSent ? uiText(codeSent) : undefined;
      } else {
        title = t('verification.title');
        description = t('verification.subtitle');
      }
      break;
    case 'settings':
      title = t('settings.title');
      description = t('settings.subtitle');
      break;
  }

  return (
    <header className="flex flex-col gap-1">
      <ScreenTitle className="mb-0">{title}</ScreenTitle>
      {description ? <p className="text-sm text-grey-400">{description}</p> : null}
    </header>
  );
}

/**
 * The way to Google sign-in from the password/code login screen (a link to /login-google), as the browser allows
 * it (lib/webview googleSignInMode): in place in a normal tab; in a partner's frame, in a new top-level window
 * (Google refuses to be framed) with a note saying so; in a webview user agent, not at all (Google answers
 * `disallowed_useragent`), with a one-line note that e-mail sign-in works.
 */
function GoogleLink({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth');
  const mode = useGoogleSignInMode();
  if (mode === 'hidden') {
    return (
      <p className="text-grey-500" data-testid="google-unavailable">
        {t('google.unavailableInApp')}
      </p>
    );
  }
  const newWindow = mode === 'new-window';
  return (
    <>
      <OrSeparator />
      <a
        className={buttonVariants({ variant: 'secondary', width: 'full' })}
        href={flowPagePath(LOGIN_GOOGLE_PAGE, returnTo)}
        {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}
        data-testid="google-sign-in"
      >
        <GoogleLogo />
        {t('login.withGoogle')}
      </a>
      {newWindow ? <p className="-mt-2 text-xs text-grey-400">{t('google.newWindowNote')}</p> : null}
    </>
  );
}

/** Links to the neighbouring screens, keeping the return URL. Plain <a>: each screen starts a Kratos flow. */
function CardFooter() {
  const { flow, formState, dispatchFormState } = useOryFlow();
  const { kind, variant, returnTo } = useAuthScreen();
  const t = useTranslations('auth');
  const loginHref = flowPagePath(FLOW_PAGE.login, returnTo);
  let content: ReactNode = null;

  if (kind === 'login' && variant === 'google') {
    content = (
      <a className={linkClass} href={loginHref}>
        {t('loginGoogle.useEmail')}
      </a>
    );
  } else if (kind === 'login' && formState.current === 'method_active') {
    content = (
      <a className={linkClass} href={loginHref}>
        {t('login.otherMethod')}
      </a>
    );
  } else if (kind === 'login') {
    content = (
      <>
        {variant === 'login' ? <GoogleLink returnTo={returnTo} /> : null}
        <p className="text-grey-500">
          {t('login.noAccount')}{' '}
          <a className={linkClass} href={flowPagePath(FLOW_PAGE.registration, returnTo)}>
            {t('login.register')}
          </a>
        </p>
      </>
    );
  } else if (kind === 'registration') {
    const canGoBack =
      formState.current === 'method_active' && !hasNode(flow, (name, type) => name === 'code' && type !== 'hidden');
    content = (
      <>
        {canGoBack ? (
          <Button variant="link" onClick={() => dispatchFormState({ type: 'action_clear_active_method' })}>
            {t('registration.otherMethod')}
          </Button>
        ) : null}
        <p className="text-grey-500">
          {t('registration.haveAccount')}{' '}
          <a className={linkClass} href={loginHref}>
            {t('registration.login')}
          </a>
        </p>
      </>
    );
  } else if (kind === 'recovery' || (kind === 'verification' && flow.state !== 'passed_challenge')) {
    content = (
      <a className={linkClass} href={loginHref}>
        {kind === 'recovery' ? t('recovery.backToLogin') : t('verification.backToLogin')}
      </a>
    );
  }

  return content ? <footer className="flex flex-col items-center gap-4 text-center text-sm">{content}</footer> : null;
}

/** The "or" separator. */
function OrSeparator() {
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
function Divider() {
  const { variant } = useAuthScreen();
  const { flow } = useOryFlow();
  const hasSso = hasNode(flow, (_name, type, group) => (group === 'oidc' || group === 'saml') && type === 'submit');
  return variant === 'login' || !hasSso ? null : <OrSeparator />;
}

function AuthMethodListContainer({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-3">{children}</div>;
}

/** One choice of the method picker (registration step 2: password or email code). */
function AuthMethodListItem({ onClick, group, disabled }: OryCardAuthMethodListItemProps) {
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

function SettingsSection({ children, action, method, onSubmit, ...rest }: OryCardSettingsSectionProps) {
  return (
    <form action={action} method={method} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" {...rest}>
      {children}
    </form>
  );
}

function SettingsSectionContent({ title, description, children }: OryFormSectionContentProps) {
  return (
    <div className="flex flex-col gap-4">
      {title ? <h2 className="text-lg font-semibold text-text">{title}</h2> : null}
      {description ? <p className="text-sm text-grey-400">{description}</p> : null}
      {children}
    </div>
  );
}

function SettingsSectionFooter({ text, children }: OryFormSectionFooterProps) {
  return (
    <div className="flex flex-col gap-2">
      {text ? <p className="text-sm text-grey-400">{text}</p> : null}
      {children}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------- Form

function FormRoot({ children, onSubmit, action, method, ...rest }: OryFormRootProps) {
  return (
    <form
      onSubmit={onSubmit}
      action={action}
      method={method}
      noValidate
      className="flex flex-col gap-4 empty:hidden"
      {...rest}
    >
      {children}
    </form>
  );
}

function FormGroup({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-4">{children}</div>;
}

/**
 * The SSO buttons (Google). Hidden on the password/code login screen, which links to /login-google. Where Google
 * cannot run in place (lib/webview googleSignInMode): in a partner's frame the button becomes a link that starts
 * the sign-in in a new top-level window (a fresh /login-google there: Google refuses to be framed, and the OIDC
 * submit would navigate this frame); in a webview user agent it is replaced by a note that e-mail sign-in works.
 */
function SsoRoot({ children }: OryFormSsoRootProps) {
  const { variant, returnTo } = useAuthScreen();
  const mode = useGoogleSignInMode();
  const t = useTranslations('auth');
  if (variant === 'login') return null;
  if (mode === 'hidden') {
    return (
      <Banner tone="info">
        <span data-testid="google-unavailable">{t('google.unavailableInApp')}</span>
      </Banner>
    );
  }
  if (mode === 'new-window') {
    return (
      <div className="flex flex-col gap-2">
        <a
          className={buttonVariants({ variant: 'secondary', width: 'full' })}
          href={flowPagePath(LOGIN_GOOGLE_PAGE, returnTo)}
          target="_blank"
          rel="noopener"
          data-testid="google-sign-in"
        >
          <GoogleLogo />
          {t('google.openNewWindow')}
        </a>
        <p className="text-xs text-grey-400">{t('google.newWindowNote')}</p>
      </div>
    );
  }
  return <div className="flex flex-col gap-3">{children}</div>;
}

/** Settings sections we do not offer (TOTP, WebAuthn, passkeys, recovery codes, account linking). */
function NotOffered(): null {
  return null;
}

// ------------------------------------------------------------------------------------------- Message

function MessageRoot({ children }: PropsWithChildren) {
  if (Children.count(children) === 0) return null;
  return <div className="flex flex-col gap-2">{children}</div>;
}

function toneOf(type: string | undefined): 'error' | 'success' | 'info' {
  return type === 'error' ? 'error' : type === 'success' ? 'success' : 'info';
}

/** A flow message (e.g. 4000006 invalid credentials) as a banner; errors are announced as alerts. */
function MessageContent({ message }: OryMessageContentProps) {
  const uiText = useUiText();
  return (
    <Banner tone={toneOf(message.type)}>
      <span data-kratos-message={message.id}>{uiText(message)}</span>
    </Banner>
  );
}

function MessageToast({ message }: OryToastProps) {
  return <MessageContent message={message} />;
}

// ---------------------------------------------------------------------------------------------- Node

const EMAIL_FIELDS = ['identifier', 'email', 'traits.email'];

/** A text-like input with its label and Kratos's field messages (components/ui Field). */
function NodeInput({ node, inputProps }: OryNodeInputProps) {
  const uiText = useUiText();
  const { placeholder: _placeholder, ...props } = inputProps;
  const name = node.attributes.name;
  // Hidden fields (csrf_token, the identifier of a code step, …) come through here too.
  if (props.type === 'hidden') return <input {...props} type="hidden" />;
  const isEmail = EMAIL_FIELDS.includes(name);
  const label = node.meta.label;
  const errors = node.messages.filter((m) => m.type === 'error').map(uiText);
  const hints = node.messages.filter((m) => m.type !== 'error').map(uiText);
  return (
    <Field
      {...props}
      label={label ? uiText(label) : name}
      errors={errors}
      hint={hints.length ? hints.join(' ') : undefined}
      required={node.attributes.required}
      autoComplete={props.autoComplete ?? (isEmail ? 'email' : undefined)}
      inputMode={isEmail ? 'email' : undefined}
      autoCapitalize={isEmail ? 'none' : undefined}
      spellCheck={isEmail ? false : undefined}
    />
  );
}

/** The one-time code input (login/registration code, recovery, verification). */
function NodeCodeInput({ node, inputProps }: OryNodeInputProps) {
  const uiText = useUiText();
  const { placeholder: _placeholder, ...props } = inputProps;
  const label = node.meta.label;
  return (
    <Field
      {...props}
      label={label ? uiText(label) : node.attributes.name}
      errors={node.messages.filter((m) => m.type === 'error').map(uiText)}
      required={node.attributes.required}
      autoComplete="one-time-code"
      inputMode="numeric"
      className="text-center text-lg tracking-[0.4em]"
    />
  );
}

/**
 * Wraps an input: the client-side error Ory Elements raises (a missing code), the "Forgot password?" link
 * under the login password and the "Resend code" button (the code method's resend node) under a code input.
 */
function NodeLabel({ attributes, children, fieldError }: OryNodeLabelProps) {
  const { kind, returnTo } = useAuthScreen();
  const { formState } = useOryFlow();
  const { resendCode, resendCodeNode } = useResendCode();
  const uiText = useUiText();
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
              {resendCodeNode.meta.label ? uiText(resendCodeNode.meta.label) : t('resendCode')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A submit button. The email-code button is secondary when a password button is the main action. */
function NodeButton({ node, buttonProps, isSubmitting }: OryNodeButtonProps) {
  const { flow } = useOryFlow();
  const uiText = useUiText();
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
      {label ? uiText(label) : String(value ?? name)}
    </Button>
  );
}

/** The "Sign in with Google" button (OIDC provider node). */
function NodeSsoButton({ node, buttonProps, isSubmitting, provider }: OryNodeSsoButtonProps) {
  const uiText = useUiText();
  const label = node.meta.label;
  // `provider` is the provider's display label; the node's value is its id in kratos.yml.
  const isGoogle = String(node.attributes.value) === 'google';
  return (
    <Button {...buttonProps} variant="secondary" width="full" aria-busy={isSubmitting || undefined}>
      {isSubmitting ? <ButtonSpinner /> : isGoogle ? <GoogleLogo /> : null}
      {label ? uiText(label) : provider}
    </Button>
  );
}

/** A link node (e.g. "Continue" after a verification). */
function NodeAnchor({ attributes, node: _node, className, ...rest }: OryNodeAnchorProps) {
  const uiText = useUiText();
  return (
    <a {...rest} href={attributes.href} id={attributes.id} className={cn(buttonVariants({ width: 'full' }), className)}>
      {uiText(attributes.title)}
    </a>
  );
}

function NodeText({ attributes }: OryNodeTextProps) {
  const uiText = useUiText();
  return (
    <p id={attributes.id} className="text-sm text-grey-500">
      {uiText(attributes.text)}
    </p>
  );
}

function NodeImage({ node, attributes }: OryNodeImageProps) {
  const uiText = useUiText();
  const label = node.meta.label;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Kratos sends data: URLs (e.g. QR codes)
    <img src={attributes.src} width={attributes.width} height={attributes.height} alt={label ? uiText(label) : ''} />
  );
}

function NodeCheckbox({ node, inputProps }: OryNodeCheckboxProps) {
  const uiText = useUiText();
  const label = node.meta.label;
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-text">
      <input {...inputProps} className="size-5 accent-main-green" />
      {label ? uiText(label) : node.attributes.name}
    </label>
  );
}

function NodeSelect({ node, inputProps, options }: OryNodeSelectProps) {
  const uiText = useUiText();
  const label = node.meta.label;
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-grey-500">
      {label ? uiText(label) : node.attributes.name}
      <select
        {...inputProps}
        className="min-h-11 rounded-xl border border-grey-200 bg-surface px-3 text-base text-text focus:border-green-400 focus:outline-2 focus:outline-green-200"
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {String(option.value)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The complete component set passed to OryProvider. Complete on purpose: with no Ory default left, no Ory
 * markup or CSS reaches the page.
 */
export const authComponents: OryFlowComponents = {
  Node: {
    Button: NodeButton,
    SsoButton: NodeSsoButton,
    Anchor: NodeAnchor,
    Input: NodeInput,
    Select: NodeSelect,
    CodeInput: NodeCodeInput,
    Image: NodeImage,
    Label: NodeLabel,
    Checkbox: NodeCheckbox,
    Text: NodeText,
    Captcha: NotOffered,
    ConsentScopeCheckbox: NotOffered,
  },
  Card: {
    Root: CardRoot,
    Footer: CardFooter,
    Header: CardHeader,
    Content: CardContent,
    Logo: NotOffered,
    Divider,
    AuthMethodListContainer,
    AuthMethodListItem,
    SettingsSection,
    SettingsSectionContent,
    SettingsSectionFooter,
  },
  Form: {
    Root: FormRoot,
    SsoRoot,
    Group: FormGroup,
    SsoSettings: NotOffered,
    WebauthnSettings: NotOffered,
    PasskeySettings: NotOffered,
    TotpSettings: NotOffered,
    RecoveryCodesSettings: NotOffered,
  },
  Message: {
    Root: MessageRoot,
    Content: MessageContent,
    Toast: MessageToast,
  },
  Page: {
    Header: NotOffered,
  },
};
