import { parseQuery } from '@/lib/http/query';
import { widgetEntry } from './entry';
import { parseWidgetParams } from './params';

const OPTIONS = {
  appOrigin: 'http://localhost:3000',
  allowedOrigins: ['http://localhost:3000', 'http://localhost:4012'],
};
const parse = (search: string) => parseWidgetParams(parseQuery(search), OPTIONS);

describe('parseWidgetParams (spec §2 names)', () => {
  it('reads every parameter a partner may pass', () => {
    const { params, warnings } = parse(
      '?theme=dark&language=pt-BR&isHeaderDisabled=true&title=Buy%20with%20LOBSTR&mode=on-ramp&amount=10&amount_in=250,5' +
        '&payment-method=card&payment_currency=brl&crypto_currency=usdc&wallet=GABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUVW' +
        '&signature=aaa.bbb.ccc&redirect_url=http://localhost:4012/back&callback=postMessage&on_change_callback=postMessage&postMessage=true',
    );
    expect(warnings).toEqual([]);
    expect(params).toEqual({
      theme: 'dark',
      language: 'pt',
      headerDisabled: true,
      title: 'Buy with LOBSTR',
      direction: 'on-ramp',
      amount: '10',
      amountIn: '250.5',
      paymentMethod: 'card',
      paymentCurrency: 'BRL',
      cryptoCurrency: 'USDC',
      wallet: 'GABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUVW',
      signature: 'aaa.bbb.ccc',
      redirect: expect.objectContaining({
        origin: 'http://localhost:4012',
        href: 'http://localhost:4012/back',
        sameOrigin: false,
      }),
      callback: 'postMessage',
      onChangeCallback: 'postMessage',
      events: true,
      demo: false,
    });
  });

  it('has safe defaults without parameters: header shown, events on, no demo', () => {
    expect(parse('')).toEqual({ params: { headerDisabled: false, events: true, demo: false }, warnings: [] });
  });

  it('understands SEP-24 `lang` when `language` is absent, and flags given without a value', () => {
    expect(parse('?lang=pt&isHeaderDisabled').params).toMatchObject({ language: 'pt', headerDisabled: true });
    expect(parse('?postMessage=false&demo=1').params).toMatchObject({ events: false, demo: true });
    expect(parse('?mode=ramp').params).toMatchObject({ mode: 'ramp' });
  });

  it.each([
    ['?theme=purple', 'ignored theme="purple"'],
    ['?language=de', 'ignored language="de": not a supported language (en, pt)'],
    ['?isHeaderDisabled=maybe', 'ignored isHeaderDisabled="maybe"'],
    ['?amount=-5', 'ignored amount="-5": not a positive decimal amount'],
    ['?amount_in=1.000,50', 'ignored amount_in="1.000,50": not a positive decimal amount'],
    ['?amount=0', 'ignored amount="0": not a positive decimal amount'],
    ['?mode=sideways', 'ignored mode="sideways"'],
    ['?payment_currency=REAL', 'ignored payment_currency="REAL": not an ISO 4217 code'],
    ['?wallet=<script>', 'ignored wallet="<script>": not a wallet address'],
    ['?signature=not-a-token', 'ignored signature="not-a-token": not a three-part token'],
    ['?title=' + 'x'.repeat(81), 'longer than 80 characters'],
    [
      '?redirect_url=https://evil.example/',
      'ignored redirect_url="https://evil.example/": not the app or an allowed partner origin',
    ],
    ['?redirect_url=//evil.example', 'ignored redirect_url="//evil.example"'],
    [
      '?callback=https://wallet.example/cb',
      'URL callbacks are signed and sent by the server (SEP-24), not by the widget',
    ],
    ['?on_change_callback=alert(1)', 'ignored on_change_callback="alert(1)": expected \'postMessage\''],
    ['?theme[a]=dark', 'ignored theme: not a single value'],
    ['?utm_source=x&foo=1', 'ignored unknown parameters: utm_source, foo'],
  ])('%s is ignored with a warning', (search, warning) => {
    const { params, warnings } = parse(search);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(warning);
    expect(params).toEqual({ headerDisabled: false, events: true, demo: false });
  });

  it('locks a wallet only with a wallet to lock', () => {
    const STELLAR = `G${'B'.repeat(55)}`;
    expect(parse(`?wallet=${STELLAR}&lock_wallet=true`).params).toMatchObject({ wallet: STELLAR, lockWallet: true });
    const { params, warnings } = parse('?lock_wallet=true');
    expect(params.lockWallet).toBeUndefined();
    expect(warnings).toEqual(['ignored lock_wallet: no wallet to lock']);
  });

  it('keeps the good values when others are bad', () => {
    const { params, warnings } = parse('?theme=dark&language=xx&amount_in=abc&payment_currency=EUR');
    expect(params).toEqual({ theme: 'dark', paymentCurrency: 'EUR', headerDisabled: false, events: true, demo: false });
    expect(warnings).toHaveLength(2);
  });

  it('cleans the title to one line of plain text', () => {
    expect(parse('?title=%20Buy%0A%0Dnow%09').params.title).toBe('Buy now');
  });

  it('never repeats a long hostile value in full in a warning', () => {
    const { warnings } = parse(`?theme=${'a'.repeat(5000)}`);
    expect(warnings[0]!.length).toBeLessThan(200);
  });

  it('accepts a same-origin return path', () => {
    expect(parse('?return_to=/transactions').params.redirect).toMatchObject({
      sameOrigin: true,
      path: '/transactions',
    });
  });
});

describe('widgetEntry: standalone and ramp (spec §1)', () => {
  const entry = (search: string) => widgetEntry(parse(search).params);

  it('standalone without a choice: buy and sell into the order flow, the prefill carried on', () => {
    const e = entry('?amount_in=100&payment_currency=BRL&language=pt&theme=dark&redirect_url=http://localhost:4012');
    expect(e.mode).toBe('standalone');
    expect(e.continueHref).toBeNull();
    expect(e.buyHref).toBe(
      '/order?mode=on-ramp&amount_in=100&payment_currency=BRL&language=pt&theme=dark&redirect_url=http%3A%2F%2Flocalhost%3A4012%2F',
    );
    expect(e.sellHref).toMatch(/^\/order\?mode=off-ramp&/);
  });

  it('a chosen direction gives one way on; the card payment method buys through /order-form', () => {
    expect(entry('?mode=off-ramp').continueHref).toBe('/order?mode=off-ramp');
    expect(entry('?mode=on-ramp&payment-method=card').continueHref).toBe('/order-form?mode=on-ramp');
  });

  it('a signed order goes to /order with its signature (the order fixes the direction)', () => {
    expect(entry('?signature=a.b.c&mode=off-ramp').continueHref).toBe('/order?signature=a.b.c');
  });

  it('a chosen provider payment method is ramp mode: /ramp with the ramp order query', () => {
    const e = entry('?crypto_method_guid=pix-1&amount=50&payment_currency=BRL&crypto_currency=USDC');
    expect(e.mode).toBe('ramp');
    expect(e.continueHref).toBe(
      '/ramp?mode=on-ramp&crypto_method_guid=pix-1&amount=50&payment_currency=BRL&crypto_currency=USDC',
    );
  });

  it('ramp mode passes on the crypto amount only, never the fiat amount_in as if it were one', () => {
    expect(entry('?crypto_method_guid=pix-1&amount=20&amount_in=100&payment_currency=BRL').continueHref).toBe(
      '/ramp?mode=on-ramp&crypto_method_guid=pix-1&amount=20&payment_currency=BRL',
    );
    const onlyFiat = parse('?crypto_method_guid=pix-1&amount_in=100&payment_currency=BRL');
    expect(widgetEntry(onlyFiat.params).continueHref).toBe(
      '/ramp?mode=on-ramp&crypto_method_guid=pix-1&payment_currency=BRL',
    );
    expect(onlyFiat.warnings).toEqual([
      'amount_in is not passed to the ramp order, which takes the crypto amount: use amount',
    ]);
    // In standalone mode both go to the order form, each under its own name.
    expect(parse('?amount_in=100&payment_currency=BRL').warnings).toEqual([]);
  });

  it('an explicit mode=ramp wins; mode=standalone keeps the order flow even with a payment method id', () => {
    expect(entry('?mode=ramp').continueHref).toBe('/ramp?mode=on-ramp');
    expect(entry('?mode=standalone&crypto_method_guid=x').mode).toBe('standalone');
  });

  it('carries a same-origin return path as a path', () => {
    expect(entry('?return_to=/transactions').carried).toEqual({ redirect_url: '/transactions' });
  });
});
