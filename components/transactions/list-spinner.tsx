'use client';

/**
 * The spinner of components/ui/spinner as a client reference, for /transactions's Suspense fallback while the list
 * loads: as server markup its SVG was also written into the page's RSC payload, so the page's HTML carried it twice;
 * as a client reference the payload holds only its label. The list's island loads the same module, so no chunk is
 * added.
 */
export { Spinner as ListSpinner } from '@/components/ui/spinner';
