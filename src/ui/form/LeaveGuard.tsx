import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { Button } from '../Button';
import { isLeavingForSignIn } from './drafts/sessionEnd';

type LeaveGuardProps = {
  /** The form holds changes not saved, and is not being sent right now. */
  hasUnsavedChanges: () => boolean;
  /** The person chose to leave: what they typed is given up, its kept draft too. */
  onLeave: () => void;
};

// Pages the application itself sends the person to, whatever they were typing (sections 6 and 8):
// the form's values are kept as a draft on the way (src/ui/form/drafts/sessionEnd).
const alwaysOpen = ['/access-denied/', '/not-found/'];

/**
 * Asks before a form with unsaved changes is left (issue 27): in the application (links, Back), with
 * the application's own dialog, and when the page itself is left (reload, closing the tab), with the
 * browser's prompt. Changing the search of the same page (a tab, a dialog, a list's page) is not
 * leaving. Only under a router: forms tested on their own have nothing to leave.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const router = useRouter({ warn: false });
  return router ? <RouterLeaveGuard {...props} /> : null;
}

function RouterLeaveGuard({ hasUnsavedChanges, onLeave }: LeaveGuardProps) {
  const { t } = useLingui();
  // The blocker is registered once; it reads the form as it is when the person leaves.
  const live = useRef({ hasUnsavedChanges, onLeave });
  live.current = { hasUnsavedChanges, onLeave };
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      next.pathname !== current.pathname &&
      !alwaysOpen.some((page) => next.pathname.endsWith(page)) &&
      live.current.hasUnsavedChanges(),
    [],
  );
  const enableBeforeUnload = useCallback(() => !isLeavingForSignIn() && live.current.hasUnsavedChanges(), []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <Dialog open onClose={blocker.reset} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Leave this page?`}</DialogTitle>
          <p className="mt-2 text-slate-800">
            {t`Your changes have not been saved. If you leave this page, they will be lost.`}
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={blocker.reset}>
              {t`Stay on this page`}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                live.current.onLeave();
                blocker.proceed();
              }}
            >
              {t`Leave without saving`}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
