/**
 * @jest-environment node
 *
 * The sandbox's Jest entry (sandbox/api/node.ts) with its default origin `'*'`: the control endpoints answer at the
 * root of any host, and a control path under the API base path or another prefix reaches none of them.
 */
import { withSandboxServer } from './node';

const sandbox = withSandboxServer();

beforeEach(() => {
  sandbox.store.mail = [
    {
      to: 'fresh@example.com',
      template_type: 'login_code_valid',
      code: '123456',
      subject: 'Your code',
      body: 'Your code is 123456',
      created_at: new Date(0).toISOString(),
    },
  ];
});

describe('sandbox control endpoints in Jest (origin *)', () => {
  it.each(['http://localhost', 'http://127.0.0.1:4010', 'http://localhost:3000'])(
    'answer at the root of %s',
    async (origin) => {
      const health = await fetch(`${origin}/__sandbox/health`);
      expect(health.status).toBe(200);
      const mail = await fetch(`${origin}/__sandbox/mail?to=fresh@example.com`);
      expect(await mail.json()).toEqual([expect.objectContaining({ code: '123456' })]);
    },
  );

  it.each(['/api/v1/__sandbox/health', '/api/v1/__sandbox/mail?to=fresh@example.com', '/api/v1/x/__sandbox/health'])(
    'answer 404 under the API base path: %s',
    async (path) => {
      const answer = await fetch(`http://127.0.0.1:4010${path}`);
      expect(answer.status).toBe(404);
      const body = await answer.text();
      expect(body).not.toContain('123456');
      expect(JSON.parse(body)).toMatchObject({ error: 'not_found' });
    },
  );

  it('match nothing under another prefix (the request is unhandled)', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('http://127.0.0.1:4010/x/__sandbox/health')).rejects.toThrow();
    quiet.mockRestore();
  });
});
