/**
 * Blockchains (spec §3 enumeration "Blockchain"): where the USDC of an order moves. The one list of them. No
 * imports: every folder of lib/ may use it.
 */

/** Blockchains of spec §3. */
export const BLOCKCHAINS = ['stellar', 'tron', 'ethereum'] as const;

/** One of {@link BLOCKCHAINS} (spec §3). */
export type Blockchain = (typeof BLOCKCHAINS)[number];
