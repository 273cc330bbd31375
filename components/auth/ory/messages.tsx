'use client';

/** Ory Elements message slots (Message.Root, Content, Toast): flow messages as banners. */
import type { OryMessageContentProps, OryToastProps } from '@ory/elements-react';
import { Children, type PropsWithChildren } from 'react';
import { Banner } from '@/components/ui/banner';
import { useUiText } from '../auth-context';

export function MessageRoot({ children }: PropsWithChildren) {
  if (Children.count(children) === 0) return null;
  return <div className="flex flex-col gap-2">{children}</div>;
}

export function toneOf(type: string | undefined): 'error' | 'success' | 'info' {
  return type === 'error' ? 'error' : type === 'success' ? 'success' : 'info';
}

/** A flow message (e.g. 4000006 invalid credentials) as a banner; errors are announced as alerts. */
export function MessageContent({ message }: OryMessageContentProps) {
  const uiText = useUiText();
  return (
    <Banner tone={toneOf(message.type)}>
      <span data-kratos-message={message.id}>{uiText(message)}</span>
    </Banner>
  );
}

export function MessageToast({ message }: OryToastProps) {
  return <MessageContent message={message} />;
}
