/**
 * The identity verification provider ADAPTER (spec §2 /kyc): the spec names no provider, so the one used sits behind
 * this adapter. The /kyc screen knows only this interface: it gets a token from GET /kyc/token, asks
 * {@link providerFor} which provider handles it, starts it in a container element, and records the outcome the
 * provider reports with PUT /kyc/status. Adding a provider (a vendor SDK) means adding one implementation of
 * {@link KycProvider} to {@link KYC_PROVIDERS}; nothing else changes.
 *
 * Implementations: lib/kyc/hosted-page-provider.ts (a provider whose verification runs in its own hosted page,
 * framed, that reports the outcome by postMessage — what the sandbox's provider does).
 */
import type { KycToken } from '@/lib/api/kyc';

/** What a verification ended with, as the provider reports it. */
export type KycOutcomeStatus = 'approved' | 'rejected' | 'pending';

export interface KycOutcome {
  status: KycOutcomeStatus;
  /** The level the provider verified, when it says. */
  level?: string;
}

/** Why a provider could not run. */
export type KycProviderErrorReason = 'unsupported' | 'timeout';

/** A provider that cannot start or stopped answering. */
export class KycProviderError extends Error {
  override readonly name = 'KycProviderError';
  constructor(
    readonly reason: KycProviderErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** What the provider tells the screen. Each is called at most once per session, except onReady. */
export interface KycCallbacks {
  /** The provider's interface is showing. */
  onReady?: () => void;
  /** The person finished; the screen records it (PUT /kyc/status). */
  onOutcome: (outcome: KycOutcome) => void;
  /** The provider could not start, or stopped answering. */
  onError: (error: KycProviderError) => void;
}

/** A running verification. */
export interface KycSession {
  /** Removes the provider's interface and its listeners (idempotent). */
  stop: () => void;
}

/** Presentation options the screen passes (translated texts). */
export interface KycStartOptions {
  /** Accessible name of the provider's frame or region. */
  title?: string;
}

/** A verification provider. */
export interface KycProvider {
  /** A stable name, for logs and tests. */
  readonly id: string;
  /** True when this provider can run a verification for the token. */
  supports: (token: KycToken) => boolean;
  /** Shows the verification inside `container` (browser only). */
  start: (token: KycToken, container: HTMLElement, callbacks: KycCallbacks, options?: KycStartOptions) => KycSession;
}

/** The first provider that supports the token, or null (then the screen says verification cannot start). */
export function providerFor(token: KycToken, providers: readonly KycProvider[]): KycProvider | null {
  return providers.find((p) => p.supports(token)) ?? null;
}
