import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useAnnounceChange } from '../../notifications/useAnnounceChange';

export type ProgressModalProps = {
  open: boolean;
  title: string;
  /** 0 to 100; the machine closes the modal at 100. */
  percent: number;
};

/**
 * The global progress modal: a striped bar with its percentage, no footer and no close button
 * (the operation cannot be dismissed half-way; it closes itself when done).
 */
export function ProgressModal({ open, title, percent }: ProgressModalProps) {
  const { t } = useLingui();
  const rounded = Math.round(Math.min(100, Math.max(0, percent)));
  // The bar's value is not spoken as it moves: say each quarter reached, the last one being the end.
  const quarter = open ? Math.floor(rounded / 25) * 25 : null;
  useAnnounceChange(quarter, (reached, before) =>
    reached !== null && reached > 0 && (before === null || reached > before)
      ? t`${title}: ${reached} %`
      : null,
  );
  return (
    <Dialog open={open} onClose={() => {}} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={rounded}
            aria-label={t`Progress`}
            className="mt-4 h-6 w-full overflow-hidden rounded bg-slate-200"
          >
            <div
              className="h-full bg-blue-700 transition-[width]"
              style={{
                width: `${rounded}%`,
                backgroundImage:
                  'linear-gradient(45deg, rgba(255,255,255,.25) 25%, transparent 25%, transparent 50%, rgba(255,255,255,.25) 50%, rgba(255,255,255,.25) 75%, transparent 75%, transparent)',
                backgroundSize: '1rem 1rem',
              }}
            />
          </div>
          <p className="mt-2 text-right font-medium text-slate-800" aria-hidden="true">
            {rounded} %
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
