'use client';

/**
 * The wallet address of the order's wallet step (spec §2 order form): a one-line box with a Paste action, or, when
 * the partner locked the wallet of its widget session (docs/partner-guide.md `lock_wallet`), the address itself,
 * in full, with who set it.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Props of {@link WalletAddressField}. */
export interface WalletAddressFieldProps {
  /** The box's label ("Your Stellar wallet address"). */
  label: string;
  /** The address typed or pasted (untrimmed, as entered). */
  value: string;
  /** Receives the new address. */
  onChange: (address: string) => void;
  onBlur: () => void;
  /** The line under the box when nothing is wrong. */
  hint: string;
  /** The address's error, once it should show. */
  error: string | undefined;
}

/**
 * The address box with "Paste" beside it. Paste reads the clipboard (`navigator.clipboard.readText`) on the
 * person's click; it shows only after hydration in a browser that has that call, and when the browser refuses (a
 * frame without `allow="clipboard-read"`, a denied prompt) the hint says how to paste by hand instead.
 */
export function WalletAddressField({ label, value, onChange, onBlur, hint, error }: WalletAddressFieldProps) {
  const t = useTranslations('order');
  const hydrated = useHydrated();
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const canPaste = hydrated && typeof navigator.clipboard?.readText === 'function';

  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      setPasteNote(text ? null : t('walletEntry.pasteEmpty'));
      if (text) {
        onChange(text);
        onBlur();
      }
    } catch {
      // A refusal is the browser's answer, not a fault: the hint tells the person the other way to paste.
      setPasteNote(t('walletEntry.pasteBlocked'));
    }
  };

  return (
    <Field
      label={label}
      value={value}
      onChange={(e) => {
        setPasteNote(null);
        onChange(e.target.value);
      }}
      onBlur={onBlur}
      autoComplete="off"
      spellCheck={false}
      className="font-mono text-sm"
      hint={pasteNote ?? hint}
      errors={error ? [error] : []}
      data-testid="order-address"
      action={
        canPaste ? (
          <Button
            variant="secondary"
            onClick={() => void paste()}
            aria-label={t('walletEntry.pasteLabel')}
            data-testid="order-paste"
          >
            {t('walletEntry.paste')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Props of {@link LockedWallet}. */
export interface LockedWalletProps {
  /** The partner's name ("LOBSTR"), when known. */
  partnerName?: string;
  /** The locked address. */
  address: string;
  /** The network's name ("Stellar"). */
  network: string;
  /** Buying (the USDC goes there) or selling (it is sent from there). */
  buying: boolean;
}

/** The wallet the partner locked: the full address (so the person can check it) and who set it. */
export function LockedWallet({ partnerName, address, network, buying }: LockedWalletProps) {
  const t = useTranslations('order');
  return (
    <div className="mb-4 rounded-2xl border border-grey-200 p-4" data-testid="order-wallet-locked">
      <p className="text-sm font-medium text-grey-500">
        {buying ? t('addressLabelBuy', { network }) : t('addressLabelSell', { network })}
      </p>
      <p className="mt-1 font-mono text-sm break-all text-text">{address}</p>
      <p className="mt-2 text-xs text-grey-400">
        {partnerName ? t('walletEntry.walletLockedBy', { partner: partnerName }) : t('walletEntry.walletLocked')}
      </p>
    </div>
  );
}
