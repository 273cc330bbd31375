/**
 * Route group of the public documents of spec §2 (/terms-and-conditions, /privacy-and-cookies-policy): open
 * routes like those of (open), in the main layout, but deliberately WITHOUT a loading boundary. Under
 * (open)/loading.tsx a page that waits for data is streamed: the first HTML holds the spinner and the text
 * arrives in a hidden container that only a script reveals, so a reader without JavaScript, or a crawler that
 * does not run it, would see a spinner. Here the response waits for the document (a cached copy normally,
 * at most LEGAL_FETCH_TIMEOUT_MS for the source) and the text is in the HTML before any script runs.
 */
import type { ReactNode } from 'react';

export default function DocumentsLayout({ children }: { children: ReactNode }) {
  return children;
}
