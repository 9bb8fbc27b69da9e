import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import {
  type ComponentType,
  type PropsWithChildren,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
} from 'react';
import { Button } from '../Button';
import { buildAllDeferred } from '../Deferred';
import { buildErrorSummary, type SummaryField } from '../fields/errorSummary';
import { FormErrorSummary } from '../fields/FormErrorSummary';
import { mergeFieldErrors } from '../fields/fieldErrors';
import { RequiredFieldsNote } from '../fields/RequiredFieldsNote';
import { DraftNotice } from './drafts/DraftNotice';
import { KitContext, type KitContextValue, type RegisteredField } from './kitContext';
import { LeaveGuard } from './LeaveGuard';
import { SaveFailureNotice } from './SaveFailureNotice';
import type { SubmitButton } from './SubmitButton';
import { clearServerErrors, formServerErrors, type KitFormApi, splitFieldErrors } from './serverErrors';
import { useStickyActionsPadding } from './stickyActionsPadding';
import type { KitFormState } from './useKitForm';

type ShellForm = KitFormApi & {
  AppForm: ComponentType<PropsWithChildren>;
  SubmitButton: typeof SubmitButton;
};

type FormShellProps<T> = {
  form: ShellForm;
  kit: KitFormState<T>;
  submitLabel: string;
  /** Shown beside the submit button when given (a form in a dialog). */
  onCancel?: () => void;
  /** The flow the form started still runs (a machine): the submit button stays busy. */
  busy?: boolean;
  /** Other actions of the form, after the submit button. */
  actions?: ReactNode;
  /** The summary's title for the form's own rules (the server's refusals are titled 'Erreur', section 8). */
  summaryTitle?: string;
  /** A form with no required field has no asterisk to explain. */
  requiredNote?: boolean;
  /**
   * The actions stay in reach at the bottom of the screen (the default): on a page of several forms,
   * only the main record's form keeps them there, so a person cannot press another form's button.
   */
  stickyActions?: boolean;
  className?: string;
  /** The form's accessible name, when a page shows several forms (a panel's own form). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * The frame of every form: the `<form>`, the restored-draft notice, the error summary (the form's own
 * rules and the server's answer, each line linking to its field), the required-fields note, the fields
 * (all disabled when the person may only see them), and the actions, kept in reach at the bottom of
 * the screen on long forms. It also asks before the person leaves with unsaved changes.
 */
export function FormShell<T>({
  form,
  kit,
  submitLabel,
  onCancel,
  busy = false,
  actions,
  summaryTitle,
  requiredNote = true,
  stickyActions = true,
  className = '',
  children,
  ...named
}: FormShellProps<T>) {
  const { t } = useLingui();
  const fields = useRef(new Map<string, RegisteredField>());
  const actionBar = useRef<HTMLDivElement>(null);
  useStickyActionsPadding(actionBar, !kit.readOnly && stickyActions);
  const register = useCallback((name: string, field: RegisteredField) => {
    fields.current.set(name, field);
    return () => {
      if (fields.current.get(name)?.id === field.id) fields.current.delete(name);
    };
  }, []);
  const context: KitContextValue = useMemo(
    () => ({ idPrefix: kit.idPrefix, readOnly: kit.readOnly, register }),
    [kit.idPrefix, kit.readOnly, register],
  );

  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const formErrors = useStore(form.store, (state) => state.errorMap);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const { client, server } = splitFieldErrors(fieldMeta);
  const formWide = formServerErrors(formErrors);
  const fromServer = Object.keys(server).length > 0 || Object.keys(formWide).length > 0;
  // The summary answers a submission: a field's live check shows beside the field while the person
  // types, without the summary taking the focus away from them.
  const entries =
    attempts > 0 || fromServer
      ? buildErrorSummary(mergeFieldErrors(client, server, formWide), inPageOrder(fields.current))
      : [];

  return (
    <KitContext.Provider value={context}>
      <form.AppForm>
        <form
          {...named}
          noValidate
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            // Fields still waiting to be built (Deferred) are built first: their rules run too.
            buildAllDeferred();
            // Sending again asks the server again: its previous refusal no longer holds the form back.
            clearServerErrors(form);
            void form.handleSubmit();
          }}
        >
          <DraftNotice draft={kit.draft} />
          {kit.failure ? <SaveFailureNotice failure={kit.failure} onDismiss={kit.dismissFailure} /> : null}
          <FormErrorSummary
            entries={entries}
            title={fromServer ? t`Error` : summaryTitle}
            focusKey={attempts}
          />
          {requiredNote && !kit.readOnly ? <RequiredFieldsNote /> : null}
          <fieldset disabled={kit.readOnly} className="min-w-0">
            {children}
          </fieldset>
          {kit.readOnly ? null : (
            <div
              ref={actionBar}
              className={
                stickyActions
                  ? 'sticky bottom-0 z-10 mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 py-3'
                  : 'mt-4 flex flex-wrap justify-end gap-2'
              }
            >
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  {t`Cancel`}
                </Button>
              ) : null}
              <form.SubmitButton label={submitLabel} busy={busy} />
              {actions}
            </div>
          )}
        </form>
        <LeaveGuard
          hasUnsavedChanges={() => !form.state.isSubmitting && kit.isUnsaved(form.state.values as T)}
          onLeave={kit.draft.forget}
        />
      </form.AppForm>
    </KitContext.Provider>
  );
}

/** The registered fields in the order they appear on the page, for the summary. */
function inPageOrder(fields: ReadonlyMap<string, RegisteredField>): SummaryField[] {
  const list = [...fields].map(([name, field]) => ({ name, ...field }));
  const position = (id: string) => document.getElementById(id);
  return list.sort((a, b) => {
    const first = position(a.id);
    const second = position(b.id);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
