'use client';

/** Ory Elements content nodes: anchors, texts and images (e.g. the TOTP QR code). */
import type { OryNodeAnchorProps, OryNodeImageProps, OryNodeTextProps } from '@ory/elements-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { useUiLabel, useUiText } from '../../auth-context';

/** A link node (e.g. "Continue" after a verification). */
export function NodeAnchor({ attributes, node: _node, className, ...rest }: OryNodeAnchorProps) {
  const uiLabel = useUiLabel();
  return (
    <a {...rest} href={attributes.href} id={attributes.id} className={cn(buttonVariants({ width: 'full' }), className)}>
      {uiLabel(attributes.title)}
    </a>
  );
}

export function NodeText({ attributes }: OryNodeTextProps) {
  const uiText = useUiText();
  return (
    <p id={attributes.id} className="text-sm text-grey-500">
      {uiText(attributes.text)}
    </p>
  );
}

export function NodeImage({ node, attributes }: OryNodeImageProps) {
  const uiLabel = useUiLabel();
  const label = node.meta.label;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Kratos sends data: URLs (e.g. QR codes)
    <img src={attributes.src} width={attributes.width} height={attributes.height} alt={label ? uiLabel(label) : ''} />
  );
}
