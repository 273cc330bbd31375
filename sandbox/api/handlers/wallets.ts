/** Sandbox API: wallets (the person's, the partner's, demo wallets), spec §7. */
import { http, type HttpHandler } from 'msw';
import { BLOCKCHAINS } from '../../../lib/domain/blockchains';
import { partnerHostByOrigin } from '../../config';
import { json } from '../http';
import { CRYPTO_ASSET, randomId } from '../store';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function walletHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, authed, appOrigin } = ctx;
  return [
    /** GET /user/wallets → {wallets: [{id, name, partner, blockchain, address, created_at}]}. */
    http.get(
      api('/user/wallets'),
      authed(({ user }) => json({ wallets: user.wallets })),
    ),

    /**
     * GET /wallet[?origin=RETURN_URL_ORIGIN] → {wallet: {name, partner, home_url, logo_url, blockchains, crypto_asset}}
     * (partner config). The app sends the origin of a validated return URL ("sent against the origin of the return
     * URL", spec §7); the sandbox answers for that partner: home_url is that origin; the origin of a partner host
     * page (config.ts PARTNER_HOSTS, e.g. http://localhost:4012 → lobstr) names that partner.
     */
    http.get(api('/wallet'), ({ request }) => {
      const asked = new URL(request.url).searchParams.get('origin');
      let home = appOrigin;
      try {
        if (asked && /^https?:$/.test(new URL(asked).protocol)) home = new URL(asked).origin;
      } catch {
        // not a URL: the default partner
      }
      // A partner host page's origin (sandbox/hosts/) answers as that partner; anything else is the test partner.
      const partnerHost = partnerHostByOrigin(home);
      return json({
        wallet: {
          name: partnerHost?.name ?? 'Sandbox Wallet',
          partner: partnerHost?.partner ?? 'test',
          home_url: home,
          logo_url: null,
          blockchains: [...BLOCKCHAINS],
          crypto_asset: CRYPTO_ASSET,
        },
      });
    }),
    /** GET /demo/create → {wallet: {id, name, partner, blockchain, address, created_at}, interactive_id}. */
    http.get(api('/demo/create'), () => {
      const id = randomId();
      const wallet = {
        id,
        name: 'Demo wallet',
        partner: 'test' as const,
        blockchain: 'stellar' as const,
        address: `G${id.replace(/-/g, '').toUpperCase().replace(/[018]/g, 'A').padEnd(55, 'A').slice(0, 55)}`,
        created_at: new Date().toISOString(),
      };
      store.demoWallets.set(id, wallet);
      return json({ wallet, interactive_id: randomId() }, 201);
    }),
  ];
}
