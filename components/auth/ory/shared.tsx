'use client';

/** Helpers shared by the Ory Elements components of components/auth/ory/. */
import { useOryFlow } from '@ory/elements-react';
import { buttonVariants } from '@/components/ui/button';
import type { UiTextLike } from '@/lib/auth/ui-text';
import { cn } from '@/lib/ui/cn';

export type Flow = ReturnType<typeof useOryFlow>['flow'];

export function isUiText(value: unknown): value is UiTextLike {
  return typeof value === 'object' && value !== null && 'id' in value && 'text' in value;
}

export function hasNode(flow: Flow, predicate: (name: string, type: string, group: string) => boolean): boolean {
  return flow.ui.nodes.some((node) => {
    const attributes = node.attributes as { name?: unknown; type?: unknown };
    return predicate(String(attributes.name ?? ''), String(attributes.type ?? ''), node.group);
  });
}

/** Link styles (cva output merged, so the link variant's px-0 wins over the base padding). */
export const linkClass = cn(buttonVariants({ variant: 'link' }));

/** A spinner that takes the button's text colour (components/ui Spinner is always green). */
export function ButtonSpinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-4 animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
