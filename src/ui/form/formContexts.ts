import { createFormHookContexts } from '@tanstack/react-form';

// The contexts TanStack Form's createFormHook ties the kit's fields and form parts to (src/ui/form/formKit).
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
