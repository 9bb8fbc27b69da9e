import { useStore } from '@tanstack/react-form';
import { Button } from '../Button';
import { useFormContext } from './formContexts';

/** The form's submit button: busy while the form is being sent. */
export function SubmitButton({ label }: { label: string }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" loading={submitting}>
      {label}
    </Button>
  );
}
