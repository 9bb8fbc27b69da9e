import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import type { MunicipalityDirectory } from './municipalityDirectory';
import { municipalityLabel, useDirectoryVersion } from './useDirectory';

type Props = {
  /** Target of the map caption's link: this list is the map's text alternative. */
  id: string;
  codes: readonly string[];
  directory: MunicipalityDirectory;
  /** Absent when the person may not change the jurisdiction. */
  onDeselect?: (code: string) => void;
};

const ROW_HEIGHT = 40;

/**
 * The selected municipalities, in code order. Only the rows in view are in the page, so a
 * jurisdiction of thousands of municipalities scrolls as fast as one of ten; each row still tells
 * screen readers its place in the whole list.
 */
export function SelectedMunicipalities({ id, codes, directory, onDeselect }: Props) {
  const { t } = useLingui();
  const headingId = useId();
  const scroller = useRef<HTMLElement>(null);
  useDirectoryVersion(directory);
  const virtualizer = useVirtualizer({
    count: codes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // A row is as tall as its wrapped name, never shorter than a one-line row (nor 0 where nothing is
    // laid out, as in tests).
    measureElement: (row) => Math.max(ROW_HEIGHT, row.getBoundingClientRect().height),
    overscan: 10,
    // Before the first measure (and where nothing is measured, as in tests) show the first rows.
    initialRect: { width: 320, height: 320 },
  });
  const count = codes.length;

  return (
    <div>
      <h2 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        {t`Selected municipalities (${count})`}
      </h2>
      <section
        id={id}
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the list (WCAG 2.1.1); the map caption's link leads here.
        tabIndex={0}
        aria-labelledby={headingId}
        className="h-80 overflow-auto rounded-md border border-slate-400"
      >
        {count === 0 ? (
          <p className="p-3 text-sm text-slate-700">{t`No municipality is selected.`}</p>
        ) : (
          <ul aria-labelledby={headingId} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const code = codes[item.index] ?? '';
              const label = municipalityLabel(directory, code);
              return (
                // A long name wraps rather than losing itself (and its INSEE code) to an ellipsis at
                // 320 px or with enlarged text (WCAG 1.4.10, 1.4.4): each row is measured as drawn.
                <li
                  key={code}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-setsize={count}
                  aria-posinset={item.index + 1}
                  className="absolute top-0 left-0 flex w-full items-center justify-between gap-2 border-b border-slate-200 px-3 py-1.5 text-sm text-slate-900"
                  style={{ minHeight: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <span className="min-w-0 break-words">{label}</span>
                  {onDeselect ? (
                    <button
                      type="button"
                      className="shrink-0 rounded border border-slate-500 px-2 py-0.5 text-xs hover:bg-slate-100"
                      aria-label={t`Deselect ${label}`}
                      onClick={() => onDeselect(code)}
                    >
                      {t`Deselect`}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
