'use client';

/**
 * The authenticator app's set-up on /security, started on request (spec §2 /security, §7 settings flow). Kratos sends
 * the set-up's nodes (QR code, secret, code field, its "Save") with every settings flow of an account without the
 * app, but a secret on the screen before anyone asked for it says nothing of what it is for and is there for anyone
 * looking: the card first offers "Set up an authenticator app", and that button shows the QR code, the secret and the
 * code field, with the focus moved to their instructions, and the card's footer shows the save button. Once Kratos
 * has answered a code (wrong code) the set-up stays open (lib/auth/settings-groups.ts totpSetUpUnderway).
 *
 * Whether the set-up is open belongs to the card (its content and its footer are separate Ory Elements slots):
 * SettingsSection (./section.tsx) holds it with {@link TotpSetUpState}.
 */
import { Node, useOryFlow, type OrySettingsTotpProps } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { totpSetUpUnderway } from '@/lib/auth/settings-groups';
import { useSecurityTexts } from './security-texts-context';

const SetUpAsked = createContext<[boolean, (asked: boolean) => void] | null>(null);

/** Holds whether the person asked for the set-up, for the card's content and footer. */
export function TotpSetUpState({ children }: { children: ReactNode }) {
  const state = useState(false);
  return <SetUpAsked.Provider value={state}>{children}</SetUpAsked.Provider>;
}

/**
 * @returns whether the set-up is open (asked for, or a code already answered by Kratos) and the function that opens
 *   it.
 */
function useTotpSetUp(): { open: boolean; start: () => void } {
  const state = useContext(SetUpAsked);
  const { flow } = useOryFlow();
  if (!state) throw new Error('useTotpSetUp: render the authenticator card inside TotpSetUpState');
  const [asked, setAsked] = state;
  return { open: asked || totpSetUpUnderway(flow.ui.nodes), start: () => setAsked(true) };
}

/** The card's footer (Kratos's save button of the set-up), only while the set-up is open. */
export function TotpSetUpFooter({ children }: { children: ReactNode }) {
  return useTotpSetUp().open ? children : null;
}

type SetUpNodes = Pick<OrySettingsTotpProps, 'totpImage' | 'totpSecret' | 'totpInput'>;

/** The QR code, the secret as text (for an app that cannot scan) and the code field. */
function SetUpFields({ totpImage, totpSecret, totpInput }: SetUpNodes) {
  const t = useTranslations('auth.securityCards.totp');
  const secret = totpSecret?.attributes.text.text;
  return (
    <>
      {totpImage ? (
        <div className="self-center rounded-lg bg-white p-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- Kratos sends the QR code as a data: URL */}
          <img src={totpImage.attributes.src} width={180} height={180} alt={t('qrAlt')} data-testid="totp-qr" />
        </div>
      ) : null}
      {secret ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm text-grey-500" id="totp-secret-label">
            {t('secretLabel')}
          </span>
          <code
            aria-labelledby="totp-secret-label"
            className="rounded-lg bg-grey-50 px-3 py-2 font-mono text-sm break-all text-text select-all"
            data-testid="totp-secret"
          >
            {secret}
          </code>
        </div>
      ) : null}
      {totpInput ? <Node node={totpInput} /> : null}
    </>
  );
}

/** The card's content while the app is not set up: the button that starts the set-up, then the set-up itself. */
export function TotpSetUp(nodes: SetUpNodes) {
  const t = useTranslations('auth.securityCards.totp');
  const texts = useSecurityTexts();
  const { open, start } = useTotpSetUp();
  const instructions = useRef<HTMLParagraphElement>(null);
  // Set by the button: the focus goes to what it revealed (not when the set-up is open from the start).
  const pressed = useRef(false);
  useEffect(() => {
    if (open && pressed.current) instructions.current?.focus();
    pressed.current = false;
  }, [open]);

  if (!open) {
    return (
      <Button
        width="full"
        onClick={() => {
          pressed.current = true;
          start();
        }}
        data-testid="totp-set-up-start"
      >
        {texts('totp.setUp')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="totp-set-up">
      <p
        ref={instructions}
        tabIndex={-1}
        className="rounded-sm text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-400"
      >
        {t('scan')}
      </p>
      <SetUpFields {...nodes} />
    </div>
  );
}
