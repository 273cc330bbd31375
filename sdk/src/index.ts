/**
 * The ramp widget's partner SDK (docs/partner-guide.md "Quick start with the SDK"): `createRampWidget` and the
 * types of its options, controller and events. No runtime dependencies; nothing touches `window` at import.
 */
export { createRampWidget } from './widget';
export { RampWidgetError } from './types';
export type {
  RampWidget,
  RampWidgetLanguage,
  RampWidgetOptions,
  RampWidgetSep24,
  RampWidgetTheme,
  RampWidgetVariant,
} from './types';
export type { RampWidgetParamName, RampWidgetParams } from './params';
export type {
  RampWidgetErrorCode,
  RampWidgetEvent,
  RampWidgetEventMap,
  RampWidgetEventType,
  RampWidgetHandlers,
  Sep24Transaction,
} from './events';

/** The protocol version the SDK speaks (the envelope's `version`, §6). */
export const PROTOCOL_VERSION = 1;
