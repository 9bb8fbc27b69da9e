import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';

export type ConfirmModalProps = {
  open: boolean;
  title: string;
  /** What the person is about to do, said before the generic question. */
  content?: string;
  /** More about what is about to happen, shown under `content` (a summary, a list on demand). */
  children?: ReactNode;
  /** The confirmed action is running: the buttons wait. */
  busy?: boolean;
  /** The confirmed action failed: the modal stays open with this message. */
  errorMessage?: string | null;
  /** The confirm button's name when it does something else than Confirm (Reload after a 412). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The global confirmation modal: cancel and confirm; focus is trapped inside and returns on close. */
export function ConfirmModal({
  open,
  title,
  content,
  children,
  busy = false,
  errorMessage,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {content ? <p className="mt-2 text-slate-800">{content}</p> : null}
          {children}
          {/* The question of specification section 2 ('Sei sicuro di voler continuare ?'), which the
            Confirm button answers: asked under what is about to happen, or alone when nothing is said. */}
          <p className="mt-2 font-medium text-slate-900">{t`Are you sure you want to continue?`}</p>
          {errorMessage ? (
            <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-red-900">
              {errorMessage}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={onCancel}
              disabled={busy}
              className="rounded border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {t`Cancel`}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              className="inline-flex items-center gap-2 rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-60"
            >
              {busy ? <Spinner className="h-4 w-4" /> : null}
              {confirmLabel ?? t`Confirm`}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
