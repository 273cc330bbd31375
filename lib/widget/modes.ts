/**
 * The product modes of spec §1 (standalone, ramp; see lib/widget/params.ts). A module of its own with no imports
 * so that the widget session cookie code, which runs on every page, does not pull the URL parser and with it
 * big.js and qs into every page's first load.
 */
export const WIDGET_MODES = ['standalone', 'ramp'] as const;
export type WidgetMode = (typeof WIDGET_MODES)[number];
