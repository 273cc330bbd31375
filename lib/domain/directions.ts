/**
 * Ramp directions (spec §3 enumeration "Ramp direction"): the product's two ways of moving money. The one list of
 * them. No imports: every folder of lib/ may use it.
 */

/** Ramp direction of spec §3: on-ramp = buy crypto (a deposit), off-ramp = sell crypto (a withdrawal). */
export const RAMP_DIRECTIONS = ['on-ramp', 'off-ramp'] as const;

/** One of {@link RAMP_DIRECTIONS} (spec §3). */
export type RampDirection = (typeof RAMP_DIRECTIONS)[number];
