import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locale';

// Type-checks message keys and locales used with next-intl (amannn/next-intl AppConfig).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
