import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  dismiss,
  getNotifications,
  type Notification,
  subscribe,
  TOAST_DURATION_MS,
} from './notificationStore';

/**
 * The element of <body> the toasts live in, beside the application's root rather than inside it.
 * An open headlessui dialog makes the application's root inert and aria-hidden and treats the other
 * children of <body> as third-party containers it leaves alone (clicks there do not close it, its
 * focus trap lets focus reach them): a toast raised from inside a dialog is then still announced.
 */
function toastHost(): HTMLElement {
  const existing = document.getElementById('toast-region');
  if (existing) return existing;
  const host = document.createElement('div');
  host.id = 'toast-region';
  document.body.append(host);
  return host;
}

/**
 * The toasts. Errors are announced assertively and carry a close button; successes are announced
 * politely and show a bar that empties over their 5000 ms; announcements are read politely, not drawn.
 */
export function Toaster() {
  return createPortal(<ToastRegions />, toastHost());
}

// At the bottom left, above a form's sticky action bar when one shows (--sticky-actions-height, set
// by ui/form/stickyActionsPadding): the actions a person is about to press sit beside the heading at the
// top right and in that bar at the bottom right, and toasts there covered them for 5 s (audit U6).
// Open menus stand above the toasts (the z-60 of shell/menus/menuStyles.ts).
function ToastRegions() {
  const notifications = useSyncExternalStore(subscribe, getNotifications, getNotifications);
  const errors = notifications.filter((notification) => notification.kind === 'error');
  const successes = notifications.filter((notification) => notification.kind === 'success');
  const announcements = notifications.filter((notification) => notification.kind === 'announcement');
  return (
    <div className="pointer-events-none fixed bottom-[calc(var(--sticky-actions-height,0px)+1rem)] left-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2">
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {errors.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {successes.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
        {/* The same polite region as successes, so two announcements never compete. */}
        {announcements.map((notification) => (
          <p key={notification.id} className="sr-only">
            {notification.lines[0]}
          </p>
        ))}
      </div>
    </div>
  );
}

function Toast({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const isError = notification.kind === 'error';
  return (
    <div
      className={`pointer-events-auto overflow-hidden rounded-md border shadow-lg ${
        isError ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
      }`}
      data-testid={`toast-${notification.kind}`}
    >
      <div className="flex items-start gap-3 p-3">
        <div className="min-w-0 flex-1">
          {notification.title ? <p className="font-semibold">{notification.title}</p> : null}
          {notification.lines.length > 1 ? (
            <ul className="list-disc pl-5">
              {notification.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{notification.lines[0]}</p>
          )}
        </div>
        {isError ? (
          <button
            type="button"
            onClick={() => dismiss(notification.id)}
            className="rounded px-2 text-lg leading-none text-red-900 hover:bg-red-100"
            aria-label={t`Close`}
          >
            ×
          </button>
        ) : null}
      </div>
      {isError ? null : (
        <div
          className="h-1 origin-left bg-green-700"
          style={{ animation: `toast-progress ${TOAST_DURATION_MS}ms linear forwards` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
