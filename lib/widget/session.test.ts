import { parseQuery } from '@/lib/http/query';
import { widgetEntry } from './entry';
import { parseWidgetParams } from './params';
import { continueWidgetSession, parseWidgetSession, widgetSessionFrom, type WidgetSession } from './session';
import { serializeWidgetSession } from './session-value';

const ALLOWED = { appOrigin: 'http://localhost:3000', partnerOrigins: ['http://localhost:4012'] };

function paramsOf(search: string) {
  return parseWidgetParams(parseQuery(search), {
    appOrigin: ALLOWED.appOrigin,
    allowedOrigins: [ALLOWED.appOrigin, ...ALLOWED.partnerOrigins],
  }).params;
}

function sessionOf(search: string, partner: 'lobstr' | null = 'lobstr'): WidgetSession {
  const { params } = parseWidgetParams(parseQuery(search), {
    appOrigin: ALLOWED.appOrigin,
    allowedOrigins: [ALLOWED.appOrigin, ...ALLOWED.partnerOrigins],
  });
  return widgetSessionFrom(params, widgetEntry(params), partner);
}

describe('widget session', () => {
  it('keeps what the screens after /widget need', () => {
    expect(
      sessionOf(
        '?redirect_url=http://localhost:4012/home&isHeaderDisabled=1&title=LOBSTR%20ramp&callback=postMessage&language=pt',
      ),
    ).toEqual({
      v: 1,
      partner: 'lobstr',
      origin: 'http://localhost:4012',
      redirect: 'http://localhost:4012/home',
      headerDisabled: true,
      title: 'LOBSTR ramp',
      events: true,
      callback: true,
      onChange: false,
      language: 'pt',
      mode: 'standalone',
    });
  });

  it('a same-origin return path names no partner origin', () => {
    expect(sessionOf('?return_to=/transactions', null)).toMatchObject({
      origin: null,
      redirect: 'http://localhost:3000/transactions',
      partner: null,
    });
  });

  it('round-trips through its cookie value', () => {
    const session = sessionOf('?redirect_url=http://localhost:4012&theme=dark');
    expect(parseWidgetSession(serializeWidgetSession(session), ALLOWED)).toEqual(session);
  });

  it('writes only the session’s own fields to the cookie', () => {
    const session = sessionOf('?redirect_url=http://localhost:4012');
    const value = JSON.parse(serializeWidgetSession({ ...session, extra: 'x' } as WidgetSession)) as object;
    expect(Object.keys(value).sort()).toEqual(Object.keys(session).sort());
  });

  it('drops an origin or return URL that is not (or no longer) allowed', () => {
    const session = sessionOf('?redirect_url=http://localhost:4012');
    const tampered = JSON.stringify({ ...session, origin: 'https://evil.example', redirect: 'https://evil.example/x' });
    expect(parseWidgetSession(tampered, ALLOWED)).toMatchObject({ origin: null, redirect: null, partner: 'lobstr' });
  });

  it.each([
    [undefined],
    [''],
    ['not json'],
    ['{"v":2}'],
    [JSON.stringify({ v: 1, partner: 'metamask' })],
    ['x'.repeat(5000)],
  ])('reads %p as no session', (raw) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseWidgetSession(raw, ALLOWED)).toBeNull();
  });

  it('logs a cookie it throws away (not JSON, or of an unknown shape) instead of dropping it silently', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    parseWidgetSession('not json', ALLOWED);
    parseWidgetSession('{"v":2}', ALLOWED);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[widget] ignored a widget session cookie that is not JSON',
      '[widget] ignored a widget session cookie of an unknown shape',
    ]);
  });
});

describe('a /widget visit without a partner URL continues the session (the brand link inside the frame)', () => {
  const partnerVisit = sessionOf(
    '?redirect_url=http://localhost:4012/home&isHeaderDisabled=true&callback=postMessage&on_change_callback=postMessage&language=pt&mode=ramp&amount_in=100&payment_currency=BRL',
  );
  const visit = (search: string) => {
    const params = paramsOf(search);
    return continueWidgetSession(widgetSessionFrom(params, widgetEntry(params), null), partnerVisit, params);
  };

  it('a bare /widget keeps the partner, its origin, the return URL, the hidden header and the callbacks', () => {
    expect(visit('')).toEqual({ ...partnerVisit, mode: 'standalone' });
    expect(visit('')).toMatchObject({
      partner: 'lobstr',
      origin: 'http://localhost:4012',
      headerDisabled: true,
      callback: true,
      onChange: true,
      language: 'pt',
    });
  });

  it("the new URL's language and title win, and postMessage=false still turns events off", () => {
    expect(visit('?language=en&title=Hello&postMessage=false')).toMatchObject({
      partner: 'lobstr',
      language: 'en',
      title: 'Hello',
      events: false,
    });
  });

  it('a URL that names a partner starts afresh', () => {
    const params = paramsOf('?redirect_url=http://localhost:3000/transactions');
    const fresh = widgetSessionFrom(params, widgetEntry(params), null);
    expect(continueWidgetSession(fresh, partnerVisit, params)).toEqual(fresh);
    expect(fresh).toMatchObject({ partner: null, origin: null, callback: false, headerDisabled: false });
  });

  it('without a session there is nothing to continue', () => {
    const params = paramsOf('');
    const fresh = widgetSessionFrom(params, widgetEntry(params), null);
    expect(continueWidgetSession(fresh, null, params)).toEqual(fresh);
  });
});

describe('a partner-locked wallet (lock_wallet)', () => {
  const STELLAR = `G${'B'.repeat(55)}`;

  it('is kept for a partner that passes a wallet and lock_wallet', () => {
    expect(sessionOf(`?redirect_url=http://localhost:4012/&wallet=${STELLAR}&lock_wallet=true`).wallet).toBe(STELLAR);
  });

  it('is no lock without lock_wallet, without a partner, or on a same-origin return', () => {
    expect(sessionOf(`?redirect_url=http://localhost:4012/&wallet=${STELLAR}`).wallet).toBeUndefined();
    expect(sessionOf(`?wallet=${STELLAR}&lock_wallet=true`, null).wallet).toBeUndefined();
    expect(sessionOf(`?redirect_url=/transactions&wallet=${STELLAR}&lock_wallet=true`, null).wallet).toBeUndefined();
  });

  it('stays through a bare /widget of the same session', () => {
    const previous = sessionOf(`?redirect_url=http://localhost:4012/&wallet=${STELLAR}&lock_wallet=true`);
    const bare = sessionOf('', null);
    expect(continueWidgetSession(bare, previous, paramsOf('')).wallet).toBe(STELLAR);
  });

  it('is dropped from a cookie whose partner origin is no longer allowed', () => {
    const session = sessionOf(`?redirect_url=http://localhost:4012/&wallet=${STELLAR}&lock_wallet=true`);
    const raw = serializeWidgetSession(session);
    expect(parseWidgetSession(raw, ALLOWED)?.wallet).toBe(STELLAR);
    expect(parseWidgetSession(raw, { ...ALLOWED, partnerOrigins: [] })?.wallet).toBeUndefined();
  });
});
