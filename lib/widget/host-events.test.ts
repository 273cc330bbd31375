import {
  HOST_EVENT_SOURCE,
  HOST_EVENT_VERSION,
  hostEvent,
  parseHostCommand,
  parseHostEvent,
  statusChange,
} from './host-events';

const env = (type: string, payload: unknown) => ({
  source: HOST_EVENT_SOURCE,
  version: HOST_EVENT_VERSION,
  type,
  payload,
});

describe('widget → host envelopes', () => {
  it('builds versioned envelopes for every event type', () => {
    expect(hostEvent('resize', { height: 640 })).toEqual(env('resize', { height: 640 }));
    expect(
      hostEvent('ready', { path: '/widget', partner: 'lobstr', mode: 'standalone', language: 'pt', theme: 'dark' }),
    ).toEqual(env('ready', { path: '/widget', partner: 'lobstr', mode: 'standalone', language: 'pt', theme: 'dark' }));
    expect(
      hostEvent('transaction_status', { id: 'tx-1', kind: 'deposit', status: 'incomplete', previous_status: null })
        .type,
    ).toBe('transaction_status');
    expect(hostEvent('complete', { id: 'tx-1', status: 'completed' }).payload).toEqual({
      id: 'tx-1',
      status: 'completed',
    });
    expect(hostEvent('close_request', { reason: 'user' }).payload).toEqual({ reason: 'user' });
    expect(hostEvent('error', { code: 'cookies_blocked' }).payload).toEqual({ code: 'cookies_blocked' });
  });

  it('refuses to build an envelope with a bad payload', () => {
    expect(() => hostEvent('resize', { height: -1 })).toThrow();
    expect(() => hostEvent('resize', { height: 1.5 })).toThrow();
    expect(() => hostEvent('close_request', { reason: 'because' as 'user' })).toThrow();
  });

  it.each([
    ['a good resize', true, env('resize', { height: 480 })],
    ['a good complete', true, env('complete', { id: 'abc', status: 'completed' })],
    ['another source', false, { ...env('resize', { height: 480 }), source: 'other-widget' }],
    ['another version', false, { ...env('resize', { height: 480 }), version: 2 }],
    ['an unknown type', false, env('teleport', {})],
    ['a payload of the wrong shape', false, env('resize', { height: '480' })],
    ['a missing payload', false, { source: HOST_EVENT_SOURCE, version: 1, type: 'ready' }],
    ['a string', false, JSON.stringify(env('resize', { height: 480 }))],
    ['null', false, null],
  ] as Array<[string, boolean, unknown]>)('parseHostEvent: %s → valid %p', (_name, valid, data) => {
    expect(parseHostEvent(data) !== null).toBe(valid);
  });
});

describe('host → widget commands', () => {
  it('accepts set_theme and set_language', () => {
    expect(parseHostCommand(env('set_theme', { theme: 'dark' }))).toEqual({
      kind: 'command',
      command: { type: 'set_theme', theme: 'dark' },
    });
    expect(parseHostCommand(env('set_theme', { theme: 'auto' }))).toEqual({
      kind: 'command',
      command: { type: 'set_theme', theme: 'auto' },
    });
    expect(parseHostCommand(env('set_language', { language: 'pt-BR' }))).toEqual({
      kind: 'command',
      command: { type: 'set_language', language: 'pt' },
    });
  });

  it.each([
    ['an unsupported theme', env('set_theme', { theme: 'neon' })],
    ['an unsupported language', env('set_language', { language: 'de' })],
    ['a command the widget does not take', env('navigate', { url: 'https://evil.example' })],
    ['a widget event sent back', env('resize', { height: 10 })],
    ['a wrong version', { ...env('set_theme', { theme: 'dark' }), version: 9 }],
    ['no payload', { source: HOST_EVENT_SOURCE, version: 1, type: 'set_theme' }],
  ])('refuses %s (with a reason to log)', (_name, data) => {
    const parsed = parseHostCommand(data);
    expect(parsed.kind).toBe('invalid');
    expect(parsed.kind === 'invalid' && parsed.reason.length > 0).toBe(true);
  });

  it.each([
    ['a message of another library', { type: 'set_theme', payload: { theme: 'dark' } }],
    ['a string', 'set_theme:dark'],
    ['null', null],
    ['a number', 42],
  ])('ignores %s silently (not addressed to the widget)', (_name, data) => {
    expect(parseHostCommand(data)).toEqual({ kind: 'foreign' });
  });
});

describe('statusChange: transaction_status only on a change', () => {
  it('reports a first sighting and a change, not a repeat', () => {
    const first = statusChange({}, { id: 'a', status: 'incomplete' });
    expect(first).toEqual({ changed: true, previous: null, seen: { a: 'incomplete' } });
    const same = statusChange(first.seen, { id: 'a', status: 'incomplete' });
    expect(same.changed).toBe(false);
    const next = statusChange(first.seen, { id: 'a', status: 'completed' });
    expect(next).toEqual({ changed: true, previous: 'incomplete', seen: { a: 'completed' } });
  });

  it('keeps at most 20 transactions', () => {
    let seen: Record<string, string> = {};
    for (let i = 0; i < 30; i++) seen = statusChange(seen, { id: `t${i}`, status: 'incomplete' }).seen;
    expect(Object.keys(seen)).toHaveLength(20);
    expect(seen).toHaveProperty('t29');
    expect(seen).not.toHaveProperty('t0');
  });
});
