import { routeOf } from './route-of';

describe('routeOf', () => {
  it('sends / to /login and an unknown path to /404', () => {
    expect(routeOf('/')).toEqual({ redirect: '/login' });
    expect(routeOf('/no-such-page')).toEqual({ redirect: '/404' });
  });

  it('finds a route of the table, with or without a trailing slash', () => {
    expect(routeOf('/transactions')).toEqual({ route: expect.objectContaining({ group: 'protected' }) });
    expect(routeOf('/login/')).toEqual({ route: expect.objectContaining({ group: 'public-only' }) });
  });
});
