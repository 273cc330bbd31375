/**
 * A widget session for tests (lib/widget/session.ts): a partner with host events on, nothing else asked
 * for; `overrides` change what a test is about.
 */
import type { WidgetSession } from '@/lib/widget/session';

/** @param overrides the fields that differ from the default session (partner lobstr, mode standalone). */
export function testWidgetSession(overrides: Partial<WidgetSession> = {}): WidgetSession {
  return {
    v: 1,
    partner: 'lobstr',
    origin: null,
    redirect: null,
    headerDisabled: false,
    title: null,
    events: true,
    callback: false,
    onChange: false,
    language: null,
    mode: 'standalone',
    ...overrides,
  };
}
