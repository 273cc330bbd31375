import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';

export interface MethodUnavailableProps {
  title: string;
  text: string;
  /** Label of the link to a screen that does sign in. */
  otherLabel: string;
  /** That screen, keeping the return URL (e.g. /login?returnTo=…). */
  otherHref: string;
}

/**
 * What a screen for one sign-in method shows when the identity service does not offer that method (spec §2
 * /login-google on a deployment without Google: its flow has no `google` OIDC node): says so, and links to the
 * screen that signs in another way, instead of an empty card. Presentational only, usable from server and client
 * components.
 */
export function MethodUnavailable({ title, text, otherLabel, otherHref }: MethodUnavailableProps) {
  return (
    <Card>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="flex flex-col gap-4" data-testid="sign-in-method-unavailable">
        <Banner tone="info">{text}</Banner>
        {/* A plain link: the other screen starts its own flow through a full navigation. */}
        <a href={otherHref} className={buttonVariants({ width: 'full' })}>
          {otherLabel}
        </a>
      </div>
    </Card>
  );
}
