/**
 * @jest-environment node
 *
 * The deposit address's QR code: drawn on the server from the encoder's modules, one rectangle per run of dark
 * modules, black on white, with an accessible name; the encoder gets the plain address and a quiet zone.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { AddressQr, qrPath } from './address-qr';

const encode = jest.fn();
jest.mock('uqr', () => ({ encode: (...args: unknown[]) => encode(...args) }), { virtual: true });

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1H0zM3 0h1v1H3zM1 2h3v1H1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });
});

describe('AddressQr', () => {
  it('encodes the plain address with a quiet zone and names the image', () => {
    encode.mockReturnValue({
      data: [
        [true, false],
        [false, true],
      ],
    });
    const html = renderToStaticMarkup(<AddressQr address="GABC" label="QR code of the deposit address" />);
    expect(encode).toHaveBeenCalledWith('GABC', { ecc: 'M', border: 4 });
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code of the deposit address"');
    expect(html).toContain('viewBox="0 0 2 2"');
    expect(html).toContain('<rect width="2" height="2" fill="#fff"></rect>');
    expect(html).toContain('<path d="M0 0h1v1H0zM1 1h1v1H1z" fill="#000"></path>');
  });
});
