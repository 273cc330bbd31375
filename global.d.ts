import type { Locale } from './lib/i18n/locale';
import type en from './messages/en.json';

// Type-checks message keys and locales used with next-intl (amannn/next-intl AppConfig).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
