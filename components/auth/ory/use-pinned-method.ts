'use client';

/**
 * Keeps the second-factor step on the method it shows (lib/auth/second-factor-method.ts). Kratos answers a wrong
 * authenticator code with the same flow, its message on the form and no method marked active; Ory Elements reads such
 * a flow afresh and, with recovery codes beside the app, would show the choice of methods again. A method chosen
 * through Ory Elements's form state is kept across such answers, so the method the step opened on is chosen that way
 * once it shows.
 */
import { useOryFlow } from '@ory/elements-react';
import { useEffect, useRef } from 'react';
import { isSecondFactorStep } from '@/lib/auth/second-factor-method';

/** Pins the method the second-factor step shows (see the module comment); does nothing on any other screen. */
export function usePinnedSecondFactor(): void {
  const { flow, formState, dispatchFormState } = useOryFlow();
  const pinned = useRef<string | null>(null);
  const method = formState.current === 'method_active' ? formState.method : null;
  const secondFactor = isSecondFactorStep(flow);
  useEffect(() => {
    if (!secondFactor || !method || pinned.current === method) return;
    pinned.current = method;
    dispatchFormState({ type: 'action_select_method', method });
  }, [secondFactor, method, dispatchFormState]);
}
