/** Helpers for the SDK's tests (not part of the package). */
import type { RampWidgetOptions } from './types';

export const APP = 'https://app.example';

/** Options that pass every check on jsdom's page (http://localhost). */
export function baseOptions(overrides: Partial<RampWidgetOptions> = {}): RampWidgetOptions {
  return {
    appUrl: APP,
    variant: 'overlay',
    redirectUrl: `${window.location.origin}/wallet`,
    theme: 'light',
    language: 'en',
    ...overrides,
  };
}

/** A §6 envelope. */
export function envelope(type: string, payload: unknown) {
  return { source: 'ramp-widget', version: 1, type, payload };
}

/** Delivers a message to the page as if `source` posted it from `origin`. */
export function receive(data: unknown, from: { origin?: string; source: Window | null }): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? APP, source: from.source }));
}

/** The widget's iframe on the page (the one with an `allow` list). */
export function widgetFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[allow]');
  if (!frame) throw new Error('no widget frame on the page');
  return frame;
}
