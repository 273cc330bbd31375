'use client';

/**
 * "Where your money goes": the payout of a sell on the order's wallet step (lib/payout; spec §7 does not show the POST
 * /off-ramp body, so the payout is the product's own field). The fields of the order currency's method: for BRL a
 * choice of PIX key (the default) or bank account, for EUR the IBAN, for USD the routing and account numbers. A
 * field's error shows once the person leaves it with something typed, or after Continue (`attempted`); the wallet
 * step's Continue refuses the order until the payout fits (lib/order/payout-fits).
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Field } from '@/components/ui/field';
import { checkPayout, pixKeyKind } from '@/lib/payout/check';
import {
  emptyPayout,
  PAYOUT_FIELDS,
  payoutMethodsOf,
  type Payout,
  type PayoutField,
  type PayoutFieldOf,
  type PayoutMethod,
} from '@/lib/payout/methods';

/** Props of {@link PayoutFields}. */
export interface PayoutFieldsProps {
  /** The order's fiat currency (ISO 4217): it decides the methods on offer. */
  currency: string;
  /** The payout as typed (the draft's); one of a method the currency does not offer shows as that currency's default. */
  payout: Payout | undefined;
  /** Receives the payout as typed. */
  onChange: (payout: Payout) => void;
  /** True once Continue was pressed: every field's error shows. */
  attempted: boolean;
}

/** Keys of `order.payout` (messages/*.json) a field's label, hint and error use. */
type FieldUi = {
  label: 'pixKey' | 'bankCode' | 'branch' | 'accountNumber' | 'iban' | 'routingNumber';
  hint:
    | 'pixKeyHint'
    | 'bankCodeHint'
    | 'branchHint'
    | 'bankAccountHint'
    | 'ibanHint'
    | 'routingNumberHint'
    | 'achAccountHint';
  error: 'pixKey' | 'bankCode' | 'branch' | 'bankAccount' | 'iban' | 'routingNumber' | 'achAccount';
  /** Digits only: the numeric keyboard. */
  digits: boolean;
};

/** How each field of each method is asked for. */
const FIELD_UI: { [M in PayoutMethod]: Record<PayoutFieldOf<M>, FieldUi> } = {
  pix: { pix_key: { label: 'pixKey', hint: 'pixKeyHint', error: 'pixKey', digits: false } },
  bank: {
    bank_code: { label: 'bankCode', hint: 'bankCodeHint', error: 'bankCode', digits: true },
    branch: { label: 'branch', hint: 'branchHint', error: 'branch', digits: true },
    // Not digits only: a check letter (X) may follow the hyphen.
    account_number: { label: 'accountNumber', hint: 'bankAccountHint', error: 'bankAccount', digits: false },
  },
  iban: { iban: { label: 'iban', hint: 'ibanHint', error: 'iban', digits: false } },
  ach: {
    routing_number: { label: 'routingNumber', hint: 'routingNumberHint', error: 'routingNumber', digits: true },
    account_number: { label: 'accountNumber', hint: 'achAccountHint', error: 'achAccount', digits: true },
  },
};

/** How `field` of `method` is asked for. */
function fieldUi(method: PayoutMethod, field: PayoutField): FieldUi {
  return (FIELD_UI[method] as Record<string, FieldUi>)[field]!;
}

/** Longest text a field takes (the draft keeps up to this much, lib/order/draft-fields). */
const MAX_FIELD_CHARS = 80;

/** The payout to show: the draft's when the currency offers its method, else the currency's default, empty. */
function shownPayout(methods: readonly PayoutMethod[], payout: Payout | undefined): Payout | undefined {
  if (payout && methods.includes(payout.method)) return payout;
  return methods[0] ? emptyPayout(methods[0]) : undefined;
}

/** The payout section of a sell's wallet step (see the module comment). */
export function PayoutFields({ currency, payout, onChange, attempted }: PayoutFieldsProps) {
  const t = useTranslations('order.payout');
  const titleId = useId();
  // The fields the person has left with something typed: their errors show from then on, as they change.
  const [visited, setVisited] = useState<ReadonlySet<PayoutField>>(new Set());
  const methods = payoutMethodsOf(currency);
  const shown = shownPayout(methods, payout);
  const errors = shown ? checkPayout(currency, shown) : {};
  const values = shown as Record<PayoutField, string> | undefined;

  function fieldError(field: PayoutField): string | undefined {
    const code = errors[field];
    if (!code || !shown || !(attempted || (visited.has(field) && values![field].trim()))) return undefined;
    return code === 'required' ? t('errors.required') : t(`errors.${fieldUi(shown.method, field).error}`);
  }

  function hint(field: PayoutField, fallback: string): string {
    const kind = field === 'pix_key' && !errors.pix_key ? pixKeyKind(values![field]) : undefined;
    return kind ? t('pixKeyKind', { kind: t(`kinds.${kind}`) }) : fallback;
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 flex flex-col gap-4" data-testid="order-payout">
      <div>
        <h2 id={titleId} className="text-base font-semibold text-text">
          {t('title')}
        </h2>
        {shown ? <p className="mt-1 text-sm text-grey-400">{t('intro', { currency })}</p> : null}
      </div>
      {!shown ? (
        <Banner tone="warning">
          <span data-testid="payout-unavailable">{t('unavailable', { currency })}</span>
        </Banner>
      ) : null}
      {shown && methods.length > 1 ? (
        <MethodChoice
          methods={methods}
          chosen={shown.method}
          onChoose={(method) => {
            setVisited(new Set());
            onChange(emptyPayout(method));
          }}
        />
      ) : null}
      {shown ? (
        <div className={shown.method === 'bank' ? 'grid grid-cols-2 gap-4 [&>*:last-child]:col-span-2' : 'contents'}>
          {PAYOUT_FIELDS[shown.method].map((field: PayoutField) => {
            const ui = fieldUi(shown.method, field);
            const error = fieldError(field);
            return (
              <Field
                key={`${shown.method}-${field}`}
                label={t(ui.label)}
                hint={hint(field, t(ui.hint))}
                value={values![field]}
                onChange={(e) => onChange({ ...shown, [field]: e.target.value } as Payout)}
                onBlur={(e) => {
                  if (e.target.value.trim()) setVisited((before) => new Set(before).add(field));
                }}
                errors={error ? [error] : []}
                autoComplete="off"
                autoCapitalize={field === 'iban' ? 'characters' : 'none'}
                spellCheck={false}
                inputMode={ui.digits ? 'numeric' : undefined}
                maxLength={MAX_FIELD_CHARS}
                data-testid={`payout-${field.replaceAll('_', '-')}`}
              />
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

/** The BRL choice of method: radios drawn as a segmented control with 44 px targets. */
function MethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PayoutMethod[];
  chosen: PayoutMethod;
  onChoose: (method: PayoutMethod) => void;
}) {
  const t = useTranslations('order.payout');
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('methodLegend')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-grey-100 p-1">
        {methods.map((method) => (
          <label
            key={method}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-grey-400 has-[input:checked]:bg-surface has-[input:checked]:text-text has-[input:checked]:shadow-sm has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-green-400"
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={chosen === method}
              onChange={() => onChoose(method)}
              className="sr-only"
              data-testid={`payout-method-${method}`}
            />
            {t(`methods.${method as 'pix' | 'bank'}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
