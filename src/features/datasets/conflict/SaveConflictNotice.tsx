import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { fieldLabel } from './fieldLabels';
import type { SaveConflict } from './saveConflict';

type SaveConflictNoticeProps = {
  conflict: SaveConflict;
  busy: boolean;
  /** Saves this person's changes over the newer version (their other changes stay). */
  onSaveMine: () => void;
  /** Drops this person's changes and starts the form again from the newer version. */
  onLoadTheirs: () => void;
};

/**
 * Said when a save was refused because someone else saved the dataset meanwhile (412): the
 * person's changes stay in the form, the fields the other person changed are named, and the two
 * ways forward are offered. Focus moves here so the person hears and sees it first.
 */
export function SaveConflictNotice({ conflict, busy, onSaveMine, onLoadTheirs }: SaveConflictNoticeProps) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const both = new Set(conflict.changedByBoth);

  return (
    <section
      role="alert"
      aria-labelledby="save-conflict-title"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="save-conflict-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t`Someone else saved this dataset while you were editing it`}
      </h2>
      <p className="mt-1">{t`Your changes have not been saved: they are still in the form below.`}</p>
      <p className="mt-3 font-medium">{t`Fields changed by the other person:`}</p>
      <ul className="ml-5 list-disc">
        {conflict.changedByThem.map((field) => (
          <li key={field}>
            {fieldLabel(i18n, field)}
            {both.has(field) ? ` — ${t`you changed it too`}` : ''}
          </li>
        ))}
      </ul>
      <p className="mt-3">
        {t`Saving your changes replaces their value only in the fields you changed; their other changes are kept.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" onClick={onSaveMine} loading={busy}>
          {t`Save my changes over theirs`}
        </Button>
        <Button type="button" variant="secondary" onClick={onLoadTheirs} loading={busy}>
          {t`Load their version (my changes are discarded)`}
        </Button>
      </div>
    </section>
  );
}
