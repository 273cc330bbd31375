'use client';

/**
 * "Turn off recovery codes" in the recovery-codes card's footer (Kratos `lookup_secret_disable` node; spec §2
 * /security, §7 settings flow), which asks first (./destructive-action.tsx). Ory Elements renders that node itself in
 * the footer (Form.RecoveryCodesSettings is given no handler for it), and only its button puts the node's value in the
 * form's values (Ory Elements then sends it with method=lookup_secret). So the footer keeps Kratos's button, out of sight and out of the tab
 * order, and the confirm presses it: the submit is Ory Elements's own, and the danger button, its name ("Turn off
 * recovery codes") and the question are the app's.
 */
import { useOryFlow } from '@ory/elements-react';
import { useRef, type ReactNode } from 'react';
import { settingsNodeNamed } from '@/lib/auth/settings-groups';
import { DestructiveAction } from './destructive-action';
import { useSecurityTexts } from './security-texts-context';

/**
 * The recovery-codes card's footer: Kratos's node (`children`) as it is, except the turn-off, which asks first.
 * @param children the footer node Ory Elements renders (disable, regenerate or confirm).
 */
export function RecoveryCodesFooter({ children }: { children: ReactNode }) {
  const { flow, formState } = useOryFlow();
  const texts = useSecurityTexts();
  const kratosButton = useRef<HTMLDivElement>(null);
  const disable = settingsNodeNamed(flow.ui.nodes, 'lookup_secret_disable');
  if (!disable) return children;
  return (
    <>
      <div ref={kratosButton} hidden>
        {children}
      </div>
      <DestructiveAction
        label={texts('lookup_secret.label')}
        question={texts('lookup_secret.question')}
        confirmLabel={texts('lookup_secret.confirm')}
        keepLabel={texts('lookup_secret.keep')}
        submit={{ onClick: () => kratosButton.current?.querySelector('button')?.click() }}
        isSubmitting={formState.isSubmitting}
        width="full"
        testId="recovery-codes-turn-off"
      />
    </>
  );
}
