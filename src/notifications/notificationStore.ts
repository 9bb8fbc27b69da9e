/** Toasts of specification section 8: both kinds last 5000 ms; every navigation clears them. */
export const TOAST_DURATION_MS = 5000;

export type Notification = {
  id: number;
  /**
   * An announcement is read out in the toasts' polite region but not drawn: it says what a sighted
   * person already sees change on the page (a keyword added, a task finished).
   */
  kind: 'success' | 'error' | 'announcement';
  title: string | null;
  /** One line, or several (field messages are a list when there are several). */
  lines: string[];
};

type Listener = () => void;

let notifications: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Notification[]) {
  notifications = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly Notification[] {
  return notifications;
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  publish(notifications.filter((notification) => notification.id !== id));
}

export function notify(kind: Notification['kind'], lines: string[], title: string | null = null): number {
  const id = nextId++;
  publish([...notifications, { id, kind, title, lines }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_DURATION_MS),
  );
  return id;
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}

/** Says a change the page already shows, politely and once, to screen-reader users only. */
export function announce(line: string): number {
  return notify('announcement', [line]);
}
