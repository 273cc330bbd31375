'use client';

/**
 * The spinner of components/ui/spinner as a client reference, for /transactions's Suspense fallback while the list
 * loads: as server markup its SVG was also written into the page's RSC payload (about 0.6 KB of the page's HTML); as a
 * client reference the payload holds only its label. The list's island loads the same module, so no chunk is added.
 */
export { Spinner as ListSpinner } from '@/components/ui/spinner';
