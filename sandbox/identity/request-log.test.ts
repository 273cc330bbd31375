import { KratosRequestLog, SANDBOX_API_USER_AGENT } from './request-log';

const completed = (path: string, status: number, headers: Record<string, string> = {}, userAgent = 'node') =>
  JSON.stringify({
    http_request: {
      method: 'GET',
      path,
      headers: { cookie: 'Value is sensitive and has been redacted.', 'user-agent': userAgent },
    },
    http_response: { status, headers },
    level: 'info',
    msg: 'completed handling request',
  });

describe('KratosRequestLog', () => {
  it('counts the whoami calls answered with a session, per identity', () => {
    const log = new KratosRequestLog();
    const answered = completed('/sessions/whoami', 200, { 'x-kratos-authenticated-identity-id': 'id-1' });
    expect(log.consume(answered)).toBe(true);
    log.consume(answered);
    log.consume(completed('/sessions/whoami', 200, { 'x-kratos-authenticated-identity-id': 'id-2' }));
    expect(log.whoamiCalls('id-1')).toBe(2);
    expect(log.whoamiCalls('id-2')).toBe(1);
    expect(log.whoamiCalls('id-3')).toBe(0);
  });

  it('does not count the sandbox product API’s own whoami calls', () => {
    const log = new KratosRequestLog();
    const headers = { 'x-kratos-authenticated-identity-id': 'id-1' };
    expect(log.consume(completed('/sessions/whoami', 200, headers, SANDBOX_API_USER_AGENT))).toBe(true);
    expect(log.whoamiCalls('id-1')).toBe(0);
  });

  it('consumes other info lines without counting them, and leaves warnings, errors and other text to be printed', () => {
    const log = new KratosRequestLog();
    expect(log.consume(completed('/sessions/whoami', 401))).toBe(true);
    expect(log.consume(completed('/self-service/login', 200, { 'x-kratos-authenticated-identity-id': 'id-1' }))).toBe(
      true,
    );
    expect(log.consume(JSON.stringify({ level: 'info', msg: 'started handling request', http_request: {} }))).toBe(
      true,
    );
    expect(log.consume(JSON.stringify({ level: 'info', msg: 'Identity authenticated successfully' }))).toBe(true);
    expect(log.whoamiCalls('id-1')).toBe(0);
    expect(log.consume(JSON.stringify({ level: 'warning', msg: 'courier: could not send' }))).toBe(false);
    expect(log.consume('time=… level=info msg=plain text')).toBe(false);
    expect(log.consume('{not json')).toBe(false);
  });
});
