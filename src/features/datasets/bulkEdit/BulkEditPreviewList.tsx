import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BulkEditPreview } from '../../../api/bulkEdits';
import { useFieldLabels } from './useFieldLabels';

/** What the edit would change: the counts, then each dataset with its fields from what to what. */
export function BulkEditPreviewList({ preview }: { preview: BulkEditPreview }) {
  const { t } = useLingui();
  const fieldLabel = useFieldLabels();
  const empty = t`(empty)`;
  return (
    <section aria-label={t`Preview`} className="space-y-2">
      <ul className="text-sm text-slate-800">
        <li>
          <Plural value={preview.matched} one="# dataset selected" other="# datasets selected" />
        </li>
        {preview.read_only > 0 ? (
          <li>
            <Plural
              value={preview.read_only}
              one="# read-only dataset left alone"
              other="# read-only datasets left alone"
            />
          </li>
        ) : null}
        <li className="font-semibold">
          <Plural value={preview.changed} one="# dataset will change" other="# datasets will change" />
        </li>
        <li>
          <Plural
            value={preview.unchanged}
            one="# dataset already has these values"
            other="# datasets already have these values"
          />
        </li>
      </ul>
      {preview.items.length > 0 ? (
        <ul
          className="max-h-64 space-y-2 overflow-y-auto rounded border border-slate-200 p-2"
          aria-label={t`Datasets that will change`}
        >
          {preview.items.map((item) => (
            <li key={item.id}>
              <p className="font-medium">{item.display_name}</p>
              <ul className="ml-4 list-disc text-sm">
                {item.changes.map((change) => {
                  const field = fieldLabel(change.field);
                  const before = change.before ?? empty;
                  const after = change.after ?? empty;
                  return (
                    <li key={change.field}>
                      <Trans>
                        {field}: {before} → {after}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.changed > preview.items.length ? (
        <p className="text-sm text-slate-700">
          <Trans>
            The first {preview.items.length} of {preview.changed} datasets are shown.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
