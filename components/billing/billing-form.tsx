'use client';

/**
 * The billing details form (spec §2 /billing-details, §7 PUT /user/billing/fields, §8): one labelled control per
 * field the back end describes, in its order. On submit the browser checks what the description says
 * (lib/billing/form-schema.ts); then PUT through the client `api`. A 400 is excluded from the global redirect
 * (spec §8): its field errors show next to their fields and in a summary banner that takes the focus and links to
 * each field, and every typed value stays. Success: a toast, then on to where the flow was going
 * (lib/kyc/flow.ts `afterBillingPath`: /kyc while verification is needed, else `next`, else /transactions).
 * Any other failure is the global rule's (it navigates away); a malformed answer says the save failed.
 * After a failed load (`loadFailed`, spec §8 "Other cases": the screen runs on empty data) the form saves through the
 * quiet client instead: a failed save (5xx, 404, transport error) stays on the screen with every typed value and a
 * message by the submit button saying so, and only a 401 goes to login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { reportQuietFailure, signInIfUnauthorized } from '@/components/interactive/quiet-api';
import { useSession } from '@/components/session/session-provider';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toaster';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BillingValidationError, putBillingFields, type BillingField, type BillingValues } from '@/lib/api/billing';
import { queryKeys } from '@/lib/api/query-keys';
import { getProfile } from '@/lib/api/user';
import { autocompleteFor, billingFieldId, billingPayload } from '@/lib/billing/fields';
import { validateBillingValues, type BillingErrorCode } from '@/lib/billing/form-schema';
import { api, quietApi } from '@/lib/http/client';
import { afterBillingPath } from '@/lib/kyc/flow';

export interface BillingFormProps {
  /** The fields to show (the back end's description, or the app's default after a failed load). */
  fields: BillingField[];
  /** Starting values, field name → value. */
  values: BillingValues;
  /** The validated same-origin path the flow continues to, or null. */
  next: string | null;
  /** True when the saved details could not be loaded: saving then goes through the quiet client (see above). */
  loadFailed?: boolean;
}

/** The current value of a form control by name ("" when absent). */
function controlValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control && 'value' in control && typeof control.value === 'string' ? control.value : '';
}

type Summary = { kind: 'client' | 'server'; other: string[] } | { kind: 'failed' } | null;

/** The billing details form (client island of /billing-details). */
export function BillingForm({ fields, values: initialValues, next, loadFailed = false }: BillingFormProps) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [clientErrors, setClientErrors] = useState<Record<string, BillingErrorCode>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<Summary>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  // Until hydrated, the form has no submit handler and a native submission would send personal data to the page
  // itself: the submit button stays disabled until then (which also blocks implicit submission with Enter), and
  // method="post" keeps the values out of the URL in any case.
  const hydrated = useHydrated();

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);

  const labelOf = (field: BillingField): string => {
    const key = `fields.${field.name}` as 'fields.first_name';
    return t.has(key) ? t(key) : field.label;
  };
  const hintOf = (field: BillingField): string | undefined => {
    const key = `hints.${field.name}` as 'hints.phone';
    return t.has(key) ? t(key) : undefined;
  };
  const optionLabel = (field: BillingField, option: string): string => {
    if (field.name === 'country' && /^[A-Z]{2}$/.test(option)) {
      try {
        return regionNames?.of(option) ?? option;
      } catch {
        return option;
      }
    }
    const key = `documentTypes.${option}` as 'documentTypes.CPF';
    return field.name === 'document_type' && t.has(key) ? t(key) : option;
  };
  const errorOf = (name: string): string | undefined => {
    const code = clientErrors[name];
    if (code) return t(`errors.${code}`);
    return serverErrors[name];
  };

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());
  const focusFailed = () => requestAnimationFrame(() => failedRef.current?.focus());

  const onChange = (name: string) => {
    // An edited field's old message no longer describes it.
    setClientErrors(({ [name]: _c, ...rest }) => rest);
    setServerErrors(({ [name]: _s, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // The controls are uncontrolled: what the person typed (even before hydration) is what the form holds.
    const form = event.currentTarget;
    const values: BillingValues = Object.fromEntries(fields.map((f) => [f.name, controlValue(form, f.name)]));
    const found = validateBillingValues(fields, values);
    if (Object.keys(found).length) {
      setClientErrors(found);
      setServerErrors({});
      setSummary({ kind: 'client', other: [] });
      focusSummary();
      return;
    }
    setClientErrors({});
    setSaving(true);
    try {
      await putBillingFields(loadFailed ? quietApi : api, billingPayload(fields, values));
      setServerErrors({});
      setSummary(null);
      toast.success(t('saved'));
      // The session's kyc facts decide the next step; right after sign-in they may not be loaded yet.
      const facts =
        profile ??
        (await queryClient
          .fetchQuery({ queryKey: queryKeys.user.profile, queryFn: () => getProfile(api) })
          .catch(() => null));
      router.replace(afterBillingPath(next, facts));
      // Stay "saving" until the next screen replaces this one.
    } catch (error) {
      setSaving(false);
      if (error instanceof BillingValidationError) {
        const known = new Set(fields.map((f) => f.name));
        setServerErrors(error.fieldErrors);
        const other = Object.entries(error.fieldErrors)
          .filter(([name]) => !known.has(name))
          .map(([, message]) => message);
        if (!Object.keys(error.fieldErrors).length) other.push(error.message);
        setSummary({ kind: 'server', other });
        focusSummary();
        return;
      }
      if (loadFailed) {
        if (signInIfUnauthorized(error)) return;
        reportQuietFailure('save billing details', error);
      } else {
        // HTTP and transport failures: the global rule (lib/http/client.ts) is already navigating away.
        console.error('[billing] save failed', error);
      }
      setSummary({ kind: 'failed' });
      focusFailed();
    }
  };

  const invalid = fields.filter((f) => errorOf(f.name));

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={saving || undefined}
      className="flex flex-col gap-4"
      data-testid="billing-form"
    >
      <div ref={summaryRef} tabIndex={-1} className="outline-none" data-testid="billing-summary">
        {summary && summary.kind !== 'failed' && (invalid.length > 0 || summary.other.length > 0) ? (
          <Banner tone="error" title={summary.kind === 'server' ? t('summaryServer') : t('summaryClient')}>
            <p>{t('summaryHint')}</p>
            <ul className="mt-1 list-disc pl-5">
              {invalid.map((f) => (
                <li key={f.name}>
                  <a
                    href={`#${billingFieldId(f.name)}`}
                    className="underline underline-offset-2"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(billingFieldId(f.name))?.focus();
                    }}
                  >
                    {labelOf(f)}: {errorOf(f.name)}
                  </a>
                </li>
              ))}
              {summary.other.map((message, i) => (
                <li key={`other-${i}`}>{t('otherError', { message })}</li>
              ))}
            </ul>
          </Banner>
        ) : null}
      </div>

      {fields.map((field) => {
        const id = billingFieldId(field.name);
        const error = errorOf(field.name);
        const label = field.required ? (
          labelOf(field)
        ) : (
          <>
            {labelOf(field)} <span className="font-normal text-grey-400">({t('optional')})</span>
          </>
        );
        const common = {
          id,
          name: field.name,
          required: field.required,
          errors: error ? [error] : [],
          hint: hintOf(field),
          defaultValue: initialValues[field.name] ?? '',
          disabled: saving,
          autoComplete: autocompleteFor(field.name),
        };
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.name}
              {...common}
              label={label}
              placeholder={t('choose')}
              options={(field.options ?? []).map((o) => ({ value: o, label: optionLabel(field, o) }))}
              onChange={() => onChange(field.name)}
            />
          );
        }
        return (
          <Field
            key={field.name}
            {...common}
            label={label}
            type={field.type === 'date' ? 'date' : field.type === 'tel' ? 'tel' : 'text'}
            inputMode={field.type === 'tel' ? 'tel' : undefined}
            maxLength={200}
            onChange={() => onChange(field.name)}
          />
        );
      })}

      <div className="mt-2 flex flex-col gap-3">
        {/* By the submit button, where the person is looking when a save fails; the fields above keep their values. */}
        <div ref={failedRef} tabIndex={-1} className="outline-none empty:hidden" data-testid="billing-save-failed">
          {summary?.kind === 'failed' ? (
            <Banner tone="error" title={t('saveFailed')}>
              {t('saveFailedKept')}
            </Banner>
          ) : null}
        </div>
        <Button type="submit" width="full" disabled={saving || !hydrated}>
          {saving ? t('saving') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
