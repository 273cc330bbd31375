/** The product's mark, shared by the header brand and the header-less screens (no client code: usable anywhere). */

/**
 * The product's own mark (a green disc with a chevron), decorative (aria-hidden).
 * @param size width and height in CSS px (default 28).
 */
export function ProductMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="14" className="fill-main-green" />
      <path
        d="M8 17l6-8 6 8"
        stroke="#0b2a1b"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
