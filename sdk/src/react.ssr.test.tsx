/**
 * @jest-environment node
 *
 * The React wrapper renders on a server: no `window` at import or render time.
 */
import { renderToString } from 'react-dom/server';
import { RampWidget } from './react';

it('renders without a window: the container of an embedded widget, nothing for an overlay', () => {
  expect(typeof window).toBe('undefined');
  const common = {
    appUrl: 'https://app.example',
    redirectUrl: 'https://wallet.example/',
    theme: 'light',
    language: 'en',
  } as const;
  expect(renderToString(<RampWidget {...common} variant="embedded" className="ramp" />)).toBe(
    '<div class="ramp"></div>',
  );
  expect(renderToString(<RampWidget {...common} variant="overlay" open />)).toBe('');
});
