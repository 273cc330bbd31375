/**
 * Every TanStack Query key of the app in one object, so a prefetch, a screen and an invalidation name
 * the same cache entry. Keys are arrays whose first item is the area (`user`, `order`, `interactive`):
 * `queryKeys.user.all` invalidates everything of the signed-in person. Pure module.
 */
import type { QuoteQuery } from './rates';
import type { TransactionQuery } from './user';

export const queryKeys = {
  user: {
    /** Everything of the signed-in person (invalidated after an order changes their state). */
    all: ['user'] as const,
    profile: ['user', 'profile'] as const,
    config: ['user', 'config'] as const,
    wallets: ['user', 'wallets'] as const,
    transactions: (query: TransactionQuery) => ['user', 'transactions', query] as const,
    transactionCount: (query: Omit<TransactionQuery, 'offset' | 'limit'>) =>
      ['user', 'transactions', 'count', query] as const,
  },
  order: {
    quote: (query: QuoteQuery) => ['order', 'quote', query] as const,
    billingCheck: ['order', 'billing-check'] as const,
  },
  interactive: {
    transaction: (id: string) => ['interactive', 'transaction', id] as const,
    info: (id: string) => ['interactive', 'info', id] as const,
  },
};
