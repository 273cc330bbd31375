/** @jest-environment node */
import { parseQuery } from '@/lib/http/query';
import {
  applyFixed,
  draftFromQuery,
  fixedFromSignedOrder,
  initialDraft,
  mergeDraft,
  partnerParams,
  trustedPrefillQuery,
} from './draft';
import { EMPTY_DRAFT, type OrderDraft } from './schema';

const STELLAR = `G${'B'.repeat(55)}`;
const TRON = `T${'b'.repeat(33)}`;

describe('partnerParams', () => {
  it('keeps the partner parameters present, first value only', () => {
    expect(partnerParams(parseQuery('?amount=10&amount=20&theme=dark&foo=bar&language=pt&wallet=%20'))).toEqual({
      amount: '10',
      theme: 'dark',
      language: 'pt',
    });
  });
});

describe('draftFromQuery', () => {
  it('reads mode, currency, amount_in and a wallet whose format names the blockchain', () => {
    expect(draftFromQuery(parseQuery(`?mode=off-ramp&payment_currency=eur&amount_in=12,5&wallet=${TRON}`))).toEqual({
      mode: 'off-ramp',
      fiat: 'EUR',
      amount: '12.5',
      side: 'in',
      address: TRON,
      walletId: undefined,
      blockchain: 'tron',
    });
  });

  it('reads `amount` as the crypto amount: received when buying, sent when selling', () => {
    expect(draftFromQuery(parseQuery('?amount=50'))).toMatchObject({ amount: '50', side: 'out' });
    expect(draftFromQuery(parseQuery('?amount=50&mode=off-ramp'))).toMatchObject({ amount: '50', side: 'in' });
    expect(draftFromQuery(parseQuery('?amount=50'), 'off-ramp')).toMatchObject({ amount: '50', side: 'in' });
  });

  it('ignores values that do not fit', () => {
    expect(draftFromQuery(parseQuery('?mode=buy&payment_currency=EURO&amount=ten&wallet=nope'))).toEqual({});
  });
});

describe('mergeDraft and applyFixed', () => {
  const base: OrderDraft = {
    mode: 'on-ramp',
    fiat: 'BRL',
    blockchain: 'stellar',
    side: 'out',
    amount: '10',
    address: STELLAR,
  };

  it('a new direction without an amount clears the amount', () => {
    expect(mergeDraft(base, { mode: 'off-ramp' })).toMatchObject({ mode: 'off-ramp', amount: '', side: 'in' });
    expect(mergeDraft(base, { mode: 'off-ramp', amount: '3', side: 'in' })).toMatchObject({ amount: '3' });
    expect(mergeDraft(base, { mode: 'on-ramp' })).toMatchObject({ amount: '10', side: 'out' });
  });

  it('a signed order wins and its wallet replaces the typed address', () => {
    expect(applyFixed(base, { fiat: 'EUR', walletId: 'w-1' })).toMatchObject({
      fiat: 'EUR',
      walletId: 'w-1',
      address: undefined,
    });
    expect(applyFixed(base, null)).toBe(base);
  });
});

describe('fixedFromSignedOrder', () => {
  it('derives direction, fiat, blockchain, amount and wallet', () => {
    expect(
      fixedFromSignedOrder(null, {
        kind: 'withdrawal',
        amount_in: '25.00',
        amount_out: '130.00',
        blockchain: 'tron',
        wallet_id: 'w-2',
        details: { amount_in_asset: 'USDC:GISSUER', amount_out_asset: 'iso4217:BRL' },
      }),
    ).toEqual({ mode: 'off-ramp', fiat: 'BRL', blockchain: 'tron', amount: '25.00', side: 'in', walletId: 'w-2' });
    expect(
      fixedFromSignedOrder('on-ramp', {
        kind: 'deposit',
        amount_in: null,
        amount_out: '9.5',
        blockchain: 'stellar',
        details: { amount_in_asset: 'iso4217:EUR', amount_out_asset: 'USDC:GISSUER' },
      }),
    ).toEqual({ mode: 'on-ramp', fiat: 'EUR', blockchain: 'stellar', amount: '9.5', side: 'out' });
  });
});

describe('initialDraft', () => {
  const common = { currencies: ['BRL', 'EUR', 'USD'], blockchains: ['stellar', 'tron', 'ethereum'] as const };

  it('defaults: buy, first currency, first blockchain', () => {
    expect(initialDraft({ ...common, cookie: null, query: {} })).toEqual({
      ...EMPTY_DRAFT,
      fiat: 'BRL',
      blockchain: 'stellar',
    });
  });

  it('cookie < URL < signed order', () => {
    const cookie: OrderDraft = {
      mode: 'on-ramp',
      fiat: 'EUR',
      blockchain: 'tron',
      side: 'in',
      amount: '77',
      address: TRON,
    };
    expect(initialDraft({ ...common, cookie, query: {} })).toEqual(cookie);
    expect(initialDraft({ ...common, cookie, query: parseQuery('?payment_currency=USD') })).toMatchObject({
      fiat: 'USD',
      amount: '77',
    });
    expect(
      initialDraft({
        ...common,
        cookie,
        query: parseQuery('?payment_currency=USD'),
        fixed: { fiat: 'BRL', amount: '5', side: 'in' },
      }),
    ).toMatchObject({ fiat: 'BRL', amount: '5' });
  });

  it('a currency or blockchain not on offer falls back to the first one, unless a signed order fixes it', () => {
    const cookie: OrderDraft = { ...EMPTY_DRAFT, fiat: 'ARS', blockchain: 'ethereum' };
    expect(initialDraft({ ...common, blockchains: ['stellar'], cookie, query: {} })).toMatchObject({
      fiat: 'BRL',
      blockchain: 'stellar',
    });
    expect(
      initialDraft({ ...common, blockchains: ['stellar'], cookie, query: {}, fixed: { blockchain: 'ethereum' } }),
    ).toMatchObject({
      blockchain: 'ethereum',
    });
  });

  it('the card flow forces a buy', () => {
    const cookie: OrderDraft = { ...EMPTY_DRAFT, mode: 'off-ramp', amount: '3' };
    expect(initialDraft({ ...common, cookie, query: {}, forcedMode: 'on-ramp' })).toMatchObject({
      mode: 'on-ramp',
      amount: '',
    });
  });
});

describe('a wallet only from an allowed partner’s widget session', () => {
  it('drops `wallet` from a link outside a partner widget session, keeping the other prefill', () => {
    const query = trustedPrefillQuery(parseQuery(`?amount_in=150&wallet=${STELLAR}`), null);
    expect(query.wallet).toBeUndefined();
    expect(draftFromQuery(query)).toMatchObject({ amount: '150' });
    expect(draftFromQuery(query).address).toBeUndefined();
  });

  it("keeps it inside an allowed partner's widget session", () => {
    const query = trustedPrefillQuery(parseQuery(`?wallet=${STELLAR}`), 'http://localhost:4012');
    expect(draftFromQuery(query)).toMatchObject({ address: STELLAR, blockchain: 'stellar' });
  });
});
