'use client';

/**
 * Loads the configured third-party scripts (spec §9: session recording in the EU region, fraud detection;
 * lib/third-party/scripts.ts decides which and from where). next/script with `lazyOnload`: nothing is
 * rendered on the server, and the browser adds each script only after the page has loaded and is idle, so
 * they never delay first paint or the app's own code. With no keys configured this renders nothing and
 * no request is made. A script that fails to load is logged; the app works the same without it.
 */
import Script from 'next/script';
import { useEffect, useMemo } from 'react';
import { clientConfig } from '@/lib/config';
import { thirdPartyScripts } from '@/lib/third-party/scripts';

/** The loader; place once in the root layout. Props: none (reads clientConfig). */
export function ThirdPartyScripts() {
  const { scripts, warnings } = useMemo(() => thirdPartyScripts(clientConfig), []);
  useEffect(() => {
    for (const warning of warnings) console.warn(`[third-party] ${warning}`);
  }, [warnings]);
  return scripts.map((script) => (
    <Script
      key={script.id}
      id={script.id}
      src={script.src}
      strategy="lazyOnload"
      onError={() => console.warn(`[third-party] ${script.id} could not be loaded from ${new URL(script.src).origin}`)}
    />
  ));
}
