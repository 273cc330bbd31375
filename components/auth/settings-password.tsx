'use client';

/**
 * The settings flow as this app offers it: the password section only (spec §2 /security; needed after
 * account recovery, when Kratos sends the person to /security?flow=… to set a new password). Flow messages
 * (1060001 "you recovered your account…", 1050001 "changes saved", errors) show as banners above the form.
 */
import { Node, OrySettingsFormSection, useComponents, useOryFlow } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Card, ScreenTitle } from '@/components/ui/card';

/** Renders inside OryProvider (settings flow): title, messages and the password form. */
export function SettingsPassword() {
  const { flow } = useOryFlow();
  const { Message } = useComponents();
  const t = useTranslations('auth');
  const passwordNodes = flow.ui.nodes.filter((node) => node.group === 'password');
  const hiddenDefaults = flow.ui.nodes.filter(
    (node) => node.group === 'default' && (node.attributes as { type?: unknown }).type === 'hidden',
  );
  const messages = flow.ui.messages ?? [];

  return (
    <Card>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <ScreenTitle className="mb-0">{t('settings.title')}</ScreenTitle>
          <p className="text-sm text-grey-400">{t('settings.subtitle')}</p>
        </header>
        <Message.Root>
          {messages.map((message) => (
            <Message.Content key={message.id} message={message} />
          ))}
        </Message.Root>
        {passwordNodes.length > 0 ? (
          <OrySettingsFormSection nodes={passwordNodes}>
            {[...hiddenDefaults, ...passwordNodes].map((node, index) => (
              <Node key={`${node.group}-${index}`} node={node} />
            ))}
          </OrySettingsFormSection>
        ) : (
          <p className="text-sm text-grey-500">{t('settings.noPassword')}</p>
        )}
      </div>
    </Card>
  );
}
