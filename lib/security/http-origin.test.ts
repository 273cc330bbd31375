import { httpOrigin } from './http-origin';

describe('httpOrigin', () => {
  it('gives the origin of http and https URLs', () => {
    expect(httpOrigin('https://ramp.example/x?y=1')).toBe('https://ramp.example');
    expect(httpOrigin('http://127.0.0.1:4434/admin')).toBe('http://127.0.0.1:4434');
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(['javascript:alert(1)', 'data:text/plain,x', 'not a url', ''].map(httpOrigin)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
