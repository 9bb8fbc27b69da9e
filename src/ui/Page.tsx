import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';
import { PageTrail } from './pageTrail';

type PageProps = {
  title: string;
  /** Actions shown beside the heading (buttons, links). */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * One screen: its heading names it, the document title follows, and focus moves to the heading on
 * arrival so keyboard and screen-reader users start at the top of the new screen.
 */
export function Page({ title, actions, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Trail = useContext(PageTrail);
  useEffect(() => {
    document.title = `${title} · Publish`;
    // Once the frame is painted: focusing as the screen mounted forced the layout of the whole new
    // screen in the task that built it, 100–250 ms on a throttled phone (issue 49, bench measure 2,
    // TBT). A person who put the focus somewhere meanwhile keeps it there.
    const focused = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focused || document.activeElement === document.body) {
        heading.current?.focus({ preventScroll: true });
      }
    });
  }, [title]);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6" aria-labelledby="page-title">
      {Trail ? <Trail current={title} /> : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1
          id="page-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 outline-none"
        >
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
