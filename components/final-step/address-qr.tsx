/**
 * The QR code of a sale's deposit address (spec §4 "Final step"; REFERENCES.md: a sale shows the deposit address
 * with a QR code), rendered on the server as inline SVG so it costs the browser no JavaScript. It encodes the plain
 * address only (no URI scheme, no memo): every wallet's scanner reads that into its address field. Black on white
 * in both themes, with a quiet zone of 4 modules (ISO/IEC 18004), so phones read it.
 */
import { encode } from 'uqr';

/** Modules of white around the code (the quiet zone scanners need). */
const QUIET_ZONE = 4;

/**
 * One SVG path of the dark modules, a run of dark modules in a row drawn as one rectangle (a fraction of the
 * markup of one square per module).
 * @param rows the modules, `true` for dark, row by row.
 */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      d += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  });
  return d;
}

/**
 * @param address the deposit address, encoded as it is.
 * @param label the accessible name ("QR code of the deposit address").
 */
export function AddressQr({ address, label }: { address: string; label: string }) {
  // Error correction M: still readable with a smudge or a glare on the screen, at a size a phone reads at 160 px.
  const { data } = encode(address, { ecc: 'M', border: QUIET_ZONE });
  const size = data.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-40 rounded-lg"
      data-testid="send-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
