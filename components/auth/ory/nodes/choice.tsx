'use client';

/** Ory Elements choice nodes: checkboxes and selects. */
import type { OryNodeCheckboxProps, OryNodeSelectProps } from '@ory/elements-react';
import { SelectField } from '@/components/ui/select-field';
import { useUiLabel, useUiText } from '../../auth-context';

export function NodeCheckbox({ node, inputProps }: OryNodeCheckboxProps) {
  const uiLabel = useUiLabel();
  const label = node.meta.label;
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-text">
      <input {...inputProps} className="size-5 accent-main-green" />
      {label ? uiLabel(label) : node.attributes.name}
    </label>
  );
}

/** A select node, through the app's one select primitive (components/ui/select-field: look, focus ring, errors). */
export function NodeSelect({ node, inputProps, options }: OryNodeSelectProps) {
  const uiText = useUiText();
  const uiLabel = useUiLabel();
  const label = node.meta.label;
  return (
    <SelectField
      {...inputProps}
      label={label ? uiLabel(label) : node.attributes.name}
      errors={node.messages.filter((m) => m.type === 'error').map(uiText)}
      options={options.map((option) => ({ value: String(option.value), label: String(option.value) }))}
    />
  );
}
