import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { warmFormatters } from '../../lib/keptIntl';
import { createLazyModule } from '../../shell/menus/lazyModule';
import { Deferred } from '../Deferred';
import type { FieldProps } from './fieldProps';
import { labelClass } from './fieldStyles';

export type DateFieldProps = FieldProps & {
  /**
   * A calendar date 'YYYY-MM-DD', or '' when none, as the API exchanges dates. While the person has
   * typed only part of a date it is the text they see ('26/11/aaaa'), which no form rule accepts.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
};

// React Aria's date picker weighs about 56 kB gzip (its own labels cut to fr, en and it by
// vite.config's optimizeLocales): only the forms that show a date load it, when they first do, not
// every form of the form kit.
const picker = createLazyModule(() => import('./DateFieldPicker'));

/**
 * A date shown and typed in the interface's language, whatever the browser's, with a calendar; the
 * value stays ISO. See DateFieldPicker.
 */
export function DateField(props: DateFieldProps) {
  const module = useSyncExternalStore(picker.subscribe, picker.current);
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    picker.load().catch((error: unknown) => setFailure({ error }));
    // Made while the code comes, before the first picker is built (see keptIntl's warmers).
    return warmFormatters(i18n.locale, ['date', 'dateParts']);
  }, [i18n.locale]);
  // Code that cannot come goes to the screen's error boundary (the screen's code could not be loaded,
  // with a reload), as a lazy component's failure does: a field that waits for ever says nothing.
  if (failure) throw failure.error;
  const loading = <DateFieldLoading label={props.label} />;
  if (!module) return loading;
  // Each picker is built in a task of its own (Deferred), once the code is there: four of them in one
  // commit, as when the code's arrival woke four suspended fields at once, were a task of 170–200 ms on a
  // throttled phone (issue 49, bench measure 2, TBT of the dataset form).
  const DateFieldPicker = module.default;
  return (
    <Deferred fallback={loading}>
      <DateFieldPicker {...props} />
    </Deferred>
  );
}

/** The field's place while its code loads: the label and an empty box of the field's height. */
function DateFieldLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className={labelClass}>{label}</span>
      <div className="mt-1 h-[2.625rem] w-full rounded-md border border-slate-300 bg-slate-50" />
    </div>
  );
}
