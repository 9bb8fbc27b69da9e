import { useStore } from '@tanstack/react-form';
import { Button } from '../Button';
import { useFormContext } from './formContexts';

/**
 * The form's submit button: busy while the form is being sent, or while the flow it started runs on
 * (`busy`: a machine that keeps working after the form handed it the values).
 */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" loading={submitting || busy}>
      {label}
    </Button>
  );
}
