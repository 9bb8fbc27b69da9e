import { useEffect, useRef, useState } from 'react';
import { isWrite, onRequestEvent } from '../../../api/requestEvents';
import { clearDraft, type DraftReason, draftKey, draftPlaceOf, readDraft } from '../../../lib/drafts';
import { currentDraftOwner, registerDraftSource } from './sessionEnd';

/** What the hook needs of a TanStack form: its values now, and a way back to given values. */
type DraftableForm<T> = { state: { values: T }; reset: (values: T) => void };

export type FormDraft<T> = {
  /** The form's starting values: the restored draft when there is one, else the given ones. */
  values: T;
  /** A draft was restored and the person has not saved or discarded it yet. */
  restored: boolean;
  /** Why the restored draft was kept: the session ended, or the page was left unsaved. */
  reason: DraftReason;
  /** Drops the draft and puts the form back to the given values. */
  discard: () => void;
  /** Drops the kept draft and leaves the form as it is: the person chose to leave without saving. */
  forget: () => void;
  /**
   * Runs a submission; once every write it sent so far was accepted (2xx), the draft is done with and
   * cleared. A refused or failed write keeps it: the values are still what the person wants to save.
   */
  saving: <R>(submit: () => Promise<R>) => Promise<R>;
};

/**
 * Drafts for a form that edits something (see src/lib/drafts and ./sessionEnd), kept under the form's
 * `name` and the place it is on: while mounted, the form
 * offers its values to be saved if the session ends; on mount it starts from the draft its owner left.
 * `form` is read only when needed, after render, so it may name the form created just below the hook.
 */
export function useFormDraft<T>(name: string, initialValues: T, form: () => DraftableForm<T>): FormDraft<T> {
  const [key] = useState(() => draftKey(name, draftPlaceOf(window.location)));
  const [draft, setDraft] = useState(() => {
    const owner = currentDraftOwner();
    return owner ? readDraft<T>(key, owner) : null;
  });
  const [restored, setRestored] = useState(draft !== null);
  const formRef = useRef(form);
  formRef.current = form;
  const initialRef = useRef(initialValues);
  initialRef.current = initialValues;
  // What the server last accepted from this form: a form still on screen after its save (an editor
  // that stays open) holds nothing to keep when the page is left.
  const savedRef = useRef<{ values: T } | null>(null);

  // A form left as it started, or as it was saved, keeps no draft: after signing in again (or coming
  // back to the page) only the forms the person changed say their changes were restored (a page may
  // show several, e.g. a dialog over the dataset form).
  useEffect(
    () =>
      registerDraftSource(key, (reason) => {
        const values = formRef.current().state.values;
        const saved = savedRef.current;
        // A session that ends, or a write refused, in the middle of a save keeps the values even when
        // an earlier write of that save was accepted: the save as a whole did not happen.
        const asSaved = reason === 'page-left' && saved !== null && sameValues(values, saved.values);
        return sameValues(values, initialRef.current) || asSaved ? undefined : values;
      }),
    [key],
  );

  return {
    values: draft ? draft.values : initialValues,
    restored,
    reason: draft?.reason ?? 'session-end',
    forget: () => clearDraft(key),
    discard: () => {
      clearDraft(key);
      // The form's starting values become the given ones too: a form fed its starting values on every
      // render (TanStack's useForm) would otherwise go back to the draft just after the reset.
      setDraft(null);
      setRestored(false);
      formRef.current().reset(initialValues);
    },
    saving: async (submit) => {
      let writes = 0;
      let accepted = 0;
      const stop = onRequestEvent((event) => {
        if (!isWrite(event.method)) return;
        if (event.phase === 'started') writes += 1;
        if (event.phase !== 'answered' || event.status < 200 || event.status >= 300) return;
        accepted += 1;
        // Cleared as soon as the server holds the values, not when the submission ends: a screen may
        // navigate away first. Should a later write of the same save meet a 401, the session-end watch
        // saves the form, still on screen, again.
        if (accepted === writes) {
          clearDraft(key);
          setRestored(false);
          savedRef.current = { values: formRef.current().state.values };
        }
      });
      try {
        return await submit();
      } finally {
        stop();
      }
    },
  };
}

// Files cannot be kept in a draft (src/lib/drafts): they do not count as a change to keep either.
const withoutFiles = (_key: string, value: unknown) => (value instanceof Blob ? null : value);
const sameValues = (a: unknown, b: unknown) =>
  JSON.stringify(a, withoutFiles) === JSON.stringify(b, withoutFiles);
