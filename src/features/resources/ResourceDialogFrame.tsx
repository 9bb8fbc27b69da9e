import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type ResourceDialogFrameProps = {
  title: string;
  /** Escape, the backdrop and the close button ask to close; ignored while `closable` is false. */
  onClose: () => void;
  closable: boolean;
  children: ReactNode;
};

/**
 * The resource dialog's frame: wide enough for the form of a resource, scrolling inside the page, focus
 * trapped inside and given back on close. It stays open while a request of a save is under way.
 */
export function ResourceDialogFrame({ title, onClose, closable, children }: ResourceDialogFrameProps) {
  const { t } = useLingui();
  const close = () => {
    if (closable) onClose();
  };
  return (
    // The dialog element itself covers the page (not only its fixed children), so it has a box of its own.
    <Dialog open onClose={close} className="fixed inset-0 z-40 overflow-y-auto">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="relative flex min-h-full items-start justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-4xl rounded-lg bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={close}
              disabled={!closable}
              className="rounded-md px-2 py-1 text-2xl leading-none text-slate-700 hover:bg-slate-100 disabled:opacity-50"
              aria-label={t`Close`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
