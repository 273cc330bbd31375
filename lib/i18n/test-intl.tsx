/**
 * Rendering under the real next-intl provider with the real messages (NextIntlClientProvider
 * and messages/*.json instead of hand-made next-intl mocks), so a missing key or a wrong placeholder fails the test
 * as it would fail the screen. Test-only helper.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

const MESSAGES = { en, pt } as const;

/** The provider with a language's bundled messages (default en), for `render(…, { wrapper })`. */
export function IntlWrapper({ children, locale = 'en' }: { children: ReactNode; locale?: keyof typeof MESSAGES }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={MESSAGES[locale]}
      timeZone="UTC"
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** testing-library's render inside {@link IntlWrapper}. */
export function renderWithIntl(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { locale?: 'en' | 'pt' } = {},
) {
  const { locale, ...rest } = options;
  return render(ui, { ...rest, wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper> });
}
