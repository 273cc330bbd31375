/**
 * The msw lifecycle of a Jest file, in one place for every test file and the sandbox's Jest entry: listen before all
 * tests with unhandled requests failing the test, reset after each test, close after all. Call it at the top level of a
 * test file (it registers Jest hooks).
 */
import type { SetupServer } from 'msw/node';

/**
 * Starts `server` for the tests of the calling file.
 * @param server an msw/node server (`setupServer(...handlers)`).
 * @param afterEachTest what runs after each test; by default `server.resetHandlers()` (the handlers a test added with
 *   `server.use` are dropped, the initial ones stay).
 * @returns the same server, for `server.use(...)` in the tests.
 */
export function listenDuringTests(
  server: SetupServer,
  afterEachTest: () => void = () => server.resetHandlers(),
): SetupServer {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(afterEachTest);
  afterAll(() => server.close());
  return server;
}
