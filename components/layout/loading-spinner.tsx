'use client';

/**
 * {@link FullScreenSpinner} as a client reference, for the route groups' loading.tsx
 * (components/layout/screen-loading): the loading element is part of every page's RSC payload under those groups,
 * and as server markup it weighed on each page's HTML. Its markup is rendered from the client chunk instead, which
 * keeps the page's HTML within its budget (docs/performance.md).
 */
export { FullScreenSpinner as LoadingSpinner } from '@/components/ui/spinner';
