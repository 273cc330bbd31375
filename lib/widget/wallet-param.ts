/**
 * What the widget takes as a `wallet` address (docs/partner-guide.md `wallet`, `lock_wallet`): letters and digits, 20
 * to 128 of them; its network is named later, from its format (lib/order/rules). Read by the URL's parser
 * (./params) and by the widget session cookie's (./session), which the browser loads too. Pure module.
 */
export const WALLET_PARAM_PATTERN = /^[A-Za-z0-9]{20,128}$/;
