import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';

export interface AuthNoticeProps {
  title: string;
  text: string;
  /** `error`: the screen could not work (a retry follows); `info`: it works, but not here (a way elsewhere follows). */
  tone: 'error' | 'info';
  /** Label of the one way on. */
  actionLabel: string;
  /** Where it goes, keeping the return URL (the same screen without the broken flow, or another sign-in screen). */
  actionHref: string;
  /** A test id on the notice's body, for screens a test must tell apart. */
  testId?: string;
}

/**
 * What an auth screen shows instead of its form, never a blank screen (DESIGN.md), in two cases:
 * - the identity service cannot give it a flow (Kratos down, 5xx, an answer that does not validate): an error and a
 *   retry; the technical cause is logged and reported where it happened (lib/auth/kratos.ts), not shown;
 * - the flow does not offer the screen's method (spec §2 /login-google on a deployment without Google: no `google`
 *   OIDC node): says so and links to the screen that signs in another way.
 * Presentational only, usable from server and client components.
 */
export function AuthNotice({ title, text, tone, actionLabel, actionHref, testId }: AuthNoticeProps) {
  return (
    <Card>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="flex flex-col gap-4" data-testid={testId}>
        <Banner tone={tone}>{text}</Banner>
        {/* A plain link: the screen it opens starts its own flow through a full navigation. */}
        <a href={actionHref} className={buttonVariants({ width: 'full' })}>
          {actionLabel}
        </a>
      </div>
    </Card>
  );
}
