import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageCount, pageWindow } from './pageWindow';

/** Rows per page of every list (specification section 9). */
export const PAGE_SIZE = 20;

type PaginationProps = {
  /** 1-based, as the API's page parameter. */
  page: number;
  /** Total rows, the list envelope's count. */
  count: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
};

const buttonClass =
  'min-w-10 rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-500';
const currentClass = 'min-w-10 rounded-md border border-blue-700 bg-blue-700 px-3 py-1.5 text-sm text-white';

/** 'x–y of n' and the page buttons under a list. */
export function Pagination({ page, count, pageSize = PAGE_SIZE, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (count <= 0) return null;
  const pages = pageCount(count, pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, count);

  // aria-disabled rather than disabled at the ends: a disabled button would drop the keyboard focus
  // of the person who just pressed it to reach the last page.
  const step = (target: number, text: string, enabled: boolean): ReactNode => (
    <button
      type="button"
      className={buttonClass}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onPageChange(target)}
    >
      {text}
    </button>
  );

  return (
    <nav
      aria-label={label ?? t`Pagination`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {/* Polite live text: after a page change the person hears which rows now show. */}
      <p aria-live="polite" className="text-sm text-slate-700">
        {t`${from}–${to} of ${count}`}
      </p>
      {pages > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>{step(page - 1, t`Previous page`, page > 1)}</li>
          {pageWindow(page, pages).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-700">
                …
              </li>
            ) : (
              <li key={item}>
                <PageButton page={item} current={item === page} onPageChange={onPageChange} />
              </li>
            ),
          )}
          <li>{step(page + 1, t`Next page`, page < pages)}</li>
        </ul>
      ) : null}
    </nav>
  );
}

function PageButton({
  page,
  current,
  onPageChange,
}: {
  page: number;
  current: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Page ${page}`}
      aria-current={current ? 'page' : undefined}
      className={current ? currentClass : buttonClass}
      onClick={() => !current && onPageChange(page)}
    >
      {page}
    </button>
  );
}
