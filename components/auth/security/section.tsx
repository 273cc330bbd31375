'use client';

/**
 * The settings-section slots of Ory Elements for /security: each node group Kratos offers becomes one
 * card of the app (Card.SettingsSection), titled in the person's language by its group (next-intl
 * `auth.securityCards.<group>`), not by Ory's own texts. Ory Elements keeps the form logic (OrySettingsCard).
 * Two footers differ: the authenticator app's save button shows once its set-up is open (./totp-set-up.tsx), and the
 * recovery codes' turn-off asks first (./recovery-codes-off.tsx).
 */
import type {
  OryCardSettingsSectionProps,
  OryFormSectionContentProps,
  OryFormSectionFooterProps,
} from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { Card } from '@/components/ui/card';
import { sectionGroup } from '@/lib/auth/settings-groups';
import { useAuthScreen } from '../auth-context';
import { RecoveryCodesFooter } from './recovery-codes-off';
import { TotpSetUpFooter, TotpSetUpState } from './totp-set-up';

const SectionGroup = createContext<string | undefined>(undefined);

/** The node group of the settings section being rendered (password, totp, …), if any. */
export function useSectionGroup(): string | undefined {
  return useContext(SectionGroup);
}

/** One card per node group: the section's form inside the app's Card, labelled by its title. */
export function SettingsSection({ children, action, method, onSubmit, ...rest }: OryCardSettingsSectionProps) {
  const { variant } = useAuthScreen();
  const group = sectionGroup((rest as Record<string, unknown>)['data-testid']);
  // The e-mail (`profile` group) is changed on /profile, and only there.
  if ((group === 'profile') !== (variant === 'profile')) return null;
  const form = (
    <form
      action={action}
      method={method}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby={group ? `security-${group}-title` : undefined}
      data-group={group}
      {...rest}
    >
      {children}
    </form>
  );
  // The authenticator card's content and footer share whether its set-up is open (./totp-set-up.tsx).
  return (
    <SectionGroup.Provider value={group}>
      {variant === 'profile' ? (
        form
      ) : (
        <Card className="md:max-w-xl">{group === 'totp' ? <TotpSetUpState>{form}</TotpSetUpState> : form}</Card>
      )}
    </SectionGroup.Provider>
  );
}

/** The card's title and description (from the group), then its content. */
export function SettingsSectionContent({ title, description, children }: OryFormSectionContentProps) {
  const group = useSectionGroup();
  const t = useTranslations('auth.securityCards');
  const known = !!group && t.has(`${group}.title` as 'password.title');
  return (
    <div className="flex flex-col gap-4">
      <h2 id={group ? `security-${group}-title` : undefined} className="text-lg font-semibold text-text">
        {known ? t(`${group}.title` as 'password.title') : title}
      </h2>
      <p className="text-sm text-grey-500">
        {known ? t(`${group}.description` as 'password.description') : description}
      </p>
      {children}
    </div>
  );
}

/** The card's footer: its main button (Ory's footer texts are left out; each card says what it needs above). */
export function SettingsSectionFooter({ children }: OryFormSectionFooterProps) {
  const group = useSectionGroup();
  let content = children;
  if (group === 'totp') content = <TotpSetUpFooter>{children}</TotpSetUpFooter>;
  else if (group === 'lookup_secret') content = <RecoveryCodesFooter>{children}</RecoveryCodesFooter>;
  return <div className="flex flex-col gap-2 empty:hidden">{content}</div>;
}
