import { type ReactNode, useId } from 'react';

type FormCardProps = {
  /** What the form does ('Add a member'): its heading, and the form's accessible name. */
  title: string;
  className?: string;
  /** The form, given the heading's id to be named by it (`aria-labelledby`). */
  children: (headingId: string) => ReactNode;
};

/** A small form inside a panel (add a member, give a role): framed and titled, apart from the list above. */
export function FormCard({ title, className = '', children }: FormCardProps) {
  const headingId = useId();
  return (
    <div className={`rounded-md border border-slate-300 p-4 ${className}`}>
      <h3 id={headingId} className="mb-3 font-semibold text-slate-900">
        {title}
      </h3>
      {children(headingId)}
    </div>
  );
}
