import { createFormHook } from '@tanstack/react-form';
import {
  KitCheckboxField,
  KitCheckboxGroupField,
  KitDateField,
  KitFileField,
  KitSelectField,
  KitTextAreaField,
  KitTextField,
} from './boundFields';
import { fieldContext, formContext } from './formContexts';
import { SubmitButton } from './SubmitButton';

/**
 * The application's form hook (TanStack Form's createFormHook): `useAppForm` gives forms whose
 * `AppField` children render the kit's fields (`f.TextField`…), and whose `AppForm` parts (the submit
 * button) read the form's state. Screens use it through useKitForm and FormShell.
 */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: KitTextField,
    TextAreaField: KitTextAreaField,
    DateField: KitDateField,
    CheckboxField: KitCheckboxField,
    FileField: KitFileField,
    SelectField: KitSelectField,
    CheckboxGroupField: KitCheckboxGroupField,
  },
  formComponents: { SubmitButton },
});
