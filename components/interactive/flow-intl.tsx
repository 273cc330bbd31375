/**
 * The wallet's `lang` for the interactive flow (SEP-24: "lang", RFC 4646, e.g. pt-BR; spec §1 en and pt only):
 * when it names a supported language other than the person's, the flow (only) is rendered in it with the
 * bundled messages of the namespaces it uses; the header, the cookie and the profile keep the person's own
 * language (a wallet's hint does not rewrite their preference). Remote translations (lib/i18n/remote) are not
 * merged into this override: the bundled messages are complete (messages.test.ts checks en/pt parity).
 * Server component.
 */
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';

/** The namespaces the flow's components read. */
const FLOW_NAMESPACES = ['interactive', 'transactions', 'routes'] as const;

/** The bundled messages of `locale`, only the flow's namespaces. */
async function flowMessages(locale: Locale): Promise<Record<string, unknown>> {
  const all = (await import(`../../messages/${locale}.json`)).default as Record<string, unknown>;
  return Object.fromEntries(FLOW_NAMESPACES.map((ns) => [ns, all[ns]]));
}

/** Wraps the flow in the wallet's language when it differs from the person's. */
export async function FlowIntl({ lang, children }: { lang: Locale | null; children: ReactNode }) {
  if (!lang || lang === (await getLocale())) return <>{children}</>;
  return (
    <NextIntlClientProvider locale={lang} messages={await flowMessages(lang)}>
      {children}
    </NextIntlClientProvider>
  );
}
