/** The verification providers the app can run, in order of preference (lib/kyc/provider.ts `providerFor`). */
import { hostedPageProvider } from './hosted-page-provider';
import type { KycProvider } from './provider';

export const KYC_PROVIDERS: readonly KycProvider[] = [hostedPageProvider];
