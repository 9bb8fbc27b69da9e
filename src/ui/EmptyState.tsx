import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  /** A sentence explaining why there is nothing, or what to do. */
  children?: ReactNode;
  /** Usually the button or link that creates the first item. */
  action?: ReactNode;
};

/** What a screen shows instead of a list or a panel that has nothing in it yet. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="rounded-md border border-dashed border-slate-400 px-6 py-8 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
