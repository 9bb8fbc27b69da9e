import { type ReactNode, useId } from 'react';

type PanelProps = {
  title: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** The section's anchor, for a page's table of contents. */
  id?: string;
  children: ReactNode;
};

/** One panel of the dataset detail screen: a titled region, so screen readers can jump between panels. */
export function Panel({ title, actions, id, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
