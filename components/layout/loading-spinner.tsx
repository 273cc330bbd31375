'use client';

/**
 * {@link FullScreenSpinner} as a client reference, for the route groups' loading.tsx
 * (components/layout/screen-loading): the loading element is part of every page's RSC payload under those groups, and as server markup it cost ~0.7 KB of
 * each page's HTML (page HTML ≤ 20 KB). Its markup is rendered from the client chunk instead.
 */
export { FullScreenSpinner as LoadingSpinner } from '@/components/ui/spinner';
