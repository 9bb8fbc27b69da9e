import type { ComponentProps } from 'react';
import { CheckboxField } from '../fields/CheckboxField';
import { CheckboxGroupField } from '../fields/CheckboxGroupField';
import { DateField } from '../fields/DateField';
import { FileField } from '../fields/FileField';
import { SelectField } from '../fields/SelectField';
import { TextAreaField } from '../fields/TextAreaField';
import { TextField } from '../fields/TextField';
import { useKitField } from './useKitField';

// What the form gives every field; a screen gives the rest (label, help, required, choices…).
type Bound = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'errors';
type Unbound<P> = Omit<P, Bound | 'checked' | 'file'>;

/*
 * The fields of src/ui/fields bound to the form field around them (`<form.AppField>`): each reads its
 * value and errors from the form and registers its label for the summary. Screens write
 * `<form.AppField name="email">{(f) => <f.TextField label={t`Email`} type="email" required />}</form.AppField>`.
 */

export function KitTextField(props: Unbound<ComponentProps<typeof TextField>>) {
  const { disabled, ...bound } = useKitField<string>(props.label, props);
  return <TextField {...props} {...bound} disabled={disabled} />;
}

export function KitTextAreaField(props: Unbound<ComponentProps<typeof TextAreaField>>) {
  const { disabled, ...bound } = useKitField<string>(props.label, props);
  return <TextAreaField {...props} {...bound} disabled={disabled} />;
}

export function KitDateField(props: Unbound<ComponentProps<typeof DateField>>) {
  const { disabled, ...bound } = useKitField<string>(props.label, props);
  return <DateField {...props} {...bound} disabled={disabled} />;
}

export function KitCheckboxField(props: Unbound<ComponentProps<typeof CheckboxField>>) {
  const { disabled, value, ...bound } = useKitField<boolean>(props.label, props);
  return <CheckboxField {...props} {...bound} checked={value} disabled={disabled} />;
}

export function KitFileField(props: Unbound<ComponentProps<typeof FileField>>) {
  const { disabled, value, ...bound } = useKitField<File | null>(props.label, props);
  return <FileField {...props} {...bound} file={value} disabled={disabled} />;
}

type SelectProps<V extends string | number> = Unbound<ComponentProps<typeof SelectField<V>>>;

export function KitSelectField<V extends string | number>(props: SelectProps<V>) {
  const { disabled, ...bound } = useKitField<V | null>(props.label, props);
  return <SelectField<V> {...props} {...bound} disabled={disabled} />;
}

type GroupProps<V extends string | number> = Unbound<ComponentProps<typeof CheckboxGroupField<V>>>;

export function KitCheckboxGroupField<V extends string | number>(props: GroupProps<V>) {
  const { disabled, name: _name, onBlur: _onBlur, ...bound } = useKitField<V[]>(props.label, props);
  return <CheckboxGroupField<V> {...props} {...bound} disabled={disabled} />;
}
