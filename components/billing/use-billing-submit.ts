'use client';

/**
 * The state and the submission of the billing details form (spec §2 /billing-details, §7 PUT /user/billing/fields,
 * §8). On submit the browser checks what the description says (lib/billing/form-schema.ts); then PUT under the
 * global rule (`putBillingFields`). A 400 is excluded from the global redirect (spec §8): its field errors go to their fields and to the
 * summary, which takes the focus. Success: a toast, then on to where the flow was going (lib/kyc/flow.ts
 * `afterBillingPath`). After a failed load (`loadFailed`) the save is left to the screen
 * (`putBillingFieldsHandledByScreen`, policy 'screen-handles'): a failed save stays on the form with the "save
 * failed" notice (focused) and only a 401 goes to login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSession } from '@/components/session/session-provider';
import { toast } from '@/components/ui/toaster';
import {
  BillingValidationError,
  putBillingFields,
  putBillingFieldsHandledByScreen,
  type BillingField,
  type BillingValues,
} from '@/lib/api/billing';
import { queryKeys } from '@/lib/api/query-keys';
import { getProfile } from '@/lib/api/user';
import { billingPayload } from '@/lib/billing/fields';
import { validateBillingValues, type BillingErrorCode } from '@/lib/billing/form-schema';
import { callApi } from '@/lib/http/client';
import { reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';
import { afterBillingPath } from '@/lib/kyc/flow';

/**
 * What the form's notices show: the error summary of the browser's checks (`client`) or of a 400 (`server`, with the
 * messages of fields the form does not show in `other`), or the "save failed" notice by the submit button.
 */
export type BillingSummary = { kind: 'client' | 'server'; other: string[] } | { kind: 'failed' } | null;

/** What {@link useBillingSubmit} needs. */
export interface BillingSubmitInput {
  /** The fields shown, in order. */
  fields: BillingField[];
  /** The validated same-origin path the flow continues to, or null. */
  next: string | null;
  /** True when the saved details could not be loaded: the save is left to the screen ('screen-handles'). */
  loadFailed: boolean;
  /** The text of a client-side error code of a field, in the words of the current choices. */
  errorText: (name: string, code: BillingErrorCode) => string;
}

/** The form's state and handlers. */
export interface BillingSubmit {
  /** The message shown by a field (the browser's check first, else the server's), or undefined. */
  errorOf: (name: string) => string | undefined;
  summary: BillingSummary;
  /** True from a valid submission until the next screen replaces the form (or the save failed). */
  saving: boolean;
  /** The error summary's element, focused when it shows. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The "save failed" notice's element, focused when it shows. */
  failedRef: RefObject<HTMLDivElement | null>;
  /** Forgets the messages of an edited field and of the fields whose shape it decides. */
  onFieldChange: (name: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The fields whose choices or shape a field decides (lib/billing/formats.ts): their messages go when it changes. The
 * country decides the document type, and so the document number too.
 */
const DEPENDENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  country: ['document_type', 'document_number', 'postal_code'],
  document_type: ['document_number'],
};

/** The current value of a form control by name ("" when absent). */
function controlValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control && 'value' in control && typeof control.value === 'string' ? control.value : '';
}

/**
 * The billing form's checks, save and messages (see the module comment).
 * @returns the messages and the handlers of the form.
 */
export function useBillingSubmit({ fields, next, loadFailed, errorText }: BillingSubmitInput): BillingSubmit {
  const t = useTranslations('billing');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [clientErrors, setClientErrors] = useState<Record<string, BillingErrorCode>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<BillingSummary>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);

  const errorOf = (name: string): string | undefined => {
    const code = clientErrors[name];
    if (code) return errorText(name, code);
    return serverErrors[name];
  };

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());
  const focusFailed = () => requestAnimationFrame(() => failedRef.current?.focus());

  const onFieldChange = (name: string) => {
    // An edited field's old message no longer describes it, nor those of the fields whose shape it decides.
    const stale = new Set([name, ...(DEPENDENT_FIELDS[name] ?? [])]);
    const keep = <T>(errors: Record<string, T>) =>
      Object.fromEntries(Object.entries(errors).filter(([field]) => !stale.has(field)));
    setClientErrors(keep);
    setServerErrors(keep);
  };

  /** A refused or failed save: the 400's field errors and summary, else the "save failed" notice. */
  const onSaveError = (error: unknown) => {
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
      reportCallFailure('save billing details', error);
    } else {
      // HTTP and transport failures: the global rule (lib/http/client.ts) is already navigating away.
      console.error('[billing] save failed', error);
    }
    setSummary({ kind: 'failed' });
    focusFailed();
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
      await callApi(loadFailed ? putBillingFieldsHandledByScreen : putBillingFields, billingPayload(fields, values));
      setServerErrors({});
      setSummary(null);
      toast.success(t('saved'));
      // The session's kyc facts decide the next step; right after sign-in they may not be loaded yet.
      const facts =
        profile ??
        (await queryClient
          .fetchQuery({ queryKey: queryKeys.user.profile, queryFn: () => callApi(getProfile) })
          .catch(() => null));
      router.replace(afterBillingPath(next, facts));
      // Stay "saving" until the next screen replaces this one.
    } catch (error) {
      onSaveError(error);
    }
  };

  return { errorOf, summary, saving, summaryRef, failedRef, onFieldChange, onSubmit };
}
