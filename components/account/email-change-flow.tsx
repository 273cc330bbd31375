'use client';

/**
 * The e-mail change's Kratos settings flow on /profile, with Ory Elements loaded only when a flow is
 * open, so /profile's first visit without `?flow=` does not carry Ory Elements. It is
 * {@link AuthFlow} through next/dynamic: rendered on the server when the page has a flow, and its chunk loaded
 * with that page; not loaded at all on the plain profile.
 */
import dynamic from 'next/dynamic';

/** {@link AuthFlow}'s props; the chunk of @ory/elements-react is requested only when this renders. */
export const EmailChangeFlow = dynamic(() => import('@/components/auth/auth-flow').then((module) => module.AuthFlow));
