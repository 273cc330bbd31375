/**
 * What /transactions shows when a list has no rows on its first page. Without filters the person has no
 * transaction at all: the screen says so and offers its main action, the buy-or-sell choice (/decision-flow), where
 * every order starts. With filters it only says that nothing matches them.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { DECISION_FLOW_PATH } from '@/lib/routes';

/**
 * The empty list.
 * @param filtered whether filters are applied (then nothing matches them; else the person has no transaction).
 */
export function TransactionsEmpty({ filtered }: { filtered: boolean }) {
  const t = useTranslations('transactions');
  if (filtered) {
    return (
      <p className="py-8 text-center text-grey-400" data-testid="transactions-empty">
        {t('list.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="transactions-empty">
      <p className="text-grey-400">{t('list.emptyNoFilters')}</p>
      <Link href={DECISION_FLOW_PATH} className={buttonVariants({ variant: 'primary' })} data-testid="start-order">
        {t('list.start')}
      </Link>
    </div>
  );
}
