'use client';

/**
 * The e-mail change's Kratos settings flow on /profile (issue 9), with Ory Elements loaded only when a flow is
 * open (issue 11: /profile's first visit without `?flow=` no longer carries Ory Elements, ~76 KB gzip). The same
 * {@link AuthFlow} as before, through next/dynamic: rendered on the server as before when the page has a flow,
 * and its chunk loaded with that page; not loaded at all on the plain profile.
 */
import dynamic from 'next/dynamic';

/** {@link AuthFlow}'s props; the chunk of @ory/elements-react is requested only when this renders. */
export const EmailChangeFlow = dynamic(() => import('@/components/auth/auth-flow').then((module) => module.AuthFlow));
