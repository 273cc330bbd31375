import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';

export interface FlowErrorProps {
  title: string;
  text: string;
  /** Label of the retry link. */
  retryLabel: string;
  /** Where "try again" goes: the same screen without the broken flow, keeping the return URL. */
  retryHref: string;
}

/**
 * What an auth screen shows when the identity service cannot give it a flow (Kratos down, 5xx, an answer
 * that does not validate): a clear error with a way to retry, never a blank screen (DESIGN.md). The
 * technical cause is logged and reported where it happened (lib/auth/kratos.ts), not shown.
 * Presentational only, usable from server and client components.
 */
export function FlowError({ title, text, retryLabel, retryHref }: FlowErrorProps) {
  return (
    <Card>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="flex flex-col gap-4">
        <Banner tone="error">{text}</Banner>
        {/* A plain link: the screen restarts the flow through a full navigation. */}
        <a href={retryHref} className={buttonVariants({ width: 'full' })}>
          {retryLabel}
        </a>
      </div>
    </Card>
  );
}
