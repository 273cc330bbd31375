/**
 * @jest-environment jest-fixed-jsdom
 */
jest.mock('@/lib/sentry/capture', () => ({ captureException: jest.fn() }));

// Each test loads start-logout afresh, with its own ./logout (the chunk the click loads).
beforeEach(() => jest.resetModules());

describe('startLogout (the sign-out buttons)', () => {
  it('loads the logout flow on the click and runs it with the return path', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    jest.doMock('./logout', () => ({ logout }));
    const { startLogout } = await import('./start-logout');
    await startLogout('/login');
    expect(logout).toHaveBeenCalledWith('/login');
  });

  it('reports a chunk that cannot load and settles, so the button can be pressed again', async () => {
    jest.doMock('./logout', () => {
      throw new Error('ChunkLoadError');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startLogout } = await import('./start-logout');
    const { captureException } = await import('@/lib/sentry/capture');
    await expect(startLogout('/login')).resolves.toBeUndefined();
    expect(jest.mocked(captureException)).toHaveBeenCalledWith(expect.any(Error), { tags: { area: 'auth' } });
  });
});
