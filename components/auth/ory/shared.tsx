'use client';

/** Helpers shared by the Ory Elements components of components/auth/ory/. */
import { useOryFlow } from '@ory/elements-react';
import type { UiTextLike } from '@/lib/auth/ui-text';

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
