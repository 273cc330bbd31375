'use client';

/** Rendering errors outside the main layout (final step, widget): the same 'General error' banner and host event. */
export { default } from './(main)/error';
