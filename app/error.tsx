'use client';

/** Rendering errors outside the main layout (final step, widget): the same 'General error' banner. */
export { default } from './(main)/error';
