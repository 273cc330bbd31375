/**
 * The script-tag build's entry (`/sdk/v1/ramp-widget.js`, built by scripts/build-sdk.ts): the SDK as
 * `window.RampWidget`.
 */
import * as sdk from './index';

(window as Window & { RampWidget?: typeof sdk }).RampWidget = sdk;
