'use client';

/** Ory Elements input nodes: text-like inputs and the one-time code input. */
import type { OryNodeInputProps } from '@ory/elements-react';
import { Field } from '@/components/ui/field';
import { useUiLabel, useUiText } from '../../auth-context';

export const EMAIL_FIELDS = ['identifier', 'email', 'traits.email'];

/** A text-like input with its label and Kratos's field messages (components/ui Field). */
export function NodeInput({ node, inputProps }: OryNodeInputProps) {
  const uiText = useUiText();
  const uiLabel = useUiLabel();
  const { placeholder: _placeholder, ...props } = inputProps;
  const name = node.attributes.name;
  // Hidden fields (csrf_token, the identifier of a code step, …) come through here too.
  if (props.type === 'hidden') return <input {...props} type="hidden" />;
  const isEmail = EMAIL_FIELDS.includes(name);
  const label = node.meta.label;
  const errors = node.messages.filter((m) => m.type === 'error').map(uiText);
  const hints = node.messages.filter((m) => m.type !== 'error').map(uiText);
  return (
    <Field
      {...props}
      label={label ? uiLabel(label) : name}
      errors={errors}
      hint={hints.length ? hints.join(' ') : undefined}
      required={node.attributes.required}
      autoComplete={props.autoComplete ?? (isEmail ? 'email' : undefined)}
      inputMode={isEmail ? 'email' : undefined}
      autoCapitalize={isEmail ? 'none' : undefined}
      spellCheck={isEmail ? false : undefined}
    />
  );
}

/** The one-time code input (login/registration code, recovery, verification). */
export function NodeCodeInput({ node, inputProps }: OryNodeInputProps) {
  const uiText = useUiText();
  const uiLabel = useUiLabel();
  const { placeholder: _placeholder, ...props } = inputProps;
  const label = node.meta.label;
  return (
    <Field
      {...props}
      label={label ? uiLabel(label) : node.attributes.name}
      errors={node.messages.filter((m) => m.type === 'error').map(uiText)}
      required={node.attributes.required}
      autoComplete="one-time-code"
      inputMode="numeric"
      className="text-center text-lg tracking-[0.4em]"
    />
  );
}
