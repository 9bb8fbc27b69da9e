import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FieldChange } from '../../api/datasetHistory';
import { fieldLabels, LONG_TEXT_FIELDS } from './fieldLabels';
import { KeywordChanges } from './KeywordChanges';
import { WordDiff } from './WordDiff';

/** How a change's values read: keywords as added and removed, long texts word by word. */
function ChangeValues({ change, empty }: { change: FieldChange; empty: string }) {
  if (change.added && change.removed) return <KeywordChanges added={change.added} removed={change.removed} />;
  if (LONG_TEXT_FIELDS.has(change.field))
    return <WordDiff before={change.before ?? ''} after={change.after ?? ''} />;
  return (
    <Trans>
      <span className="text-slate-600">{change.before ?? empty}</span> → <span>{change.after ?? empty}</span>
    </Trans>
  );
}

/**
 * Which fields a save changed, behind "N fields changed": each from what to what. Shared by the dataset
 * history and the indexer trial (issue 45), so a harvest's changes read as a save's.
 */
export function EntryChanges({ changes }: { changes: readonly FieldChange[] }) {
  const { t, i18n } = useLingui();
  const count = changes.length;
  const empty = t`(empty)`;
  return (
    <Disclosure>
      <DisclosureButton className="text-sm text-blue-800 underline">
        <Plural value={count} one="# field changed" other="# fields changed" />
      </DisclosureButton>
      <DisclosurePanel as="dl" className="mt-2 grid gap-2 text-sm">
        {changes.map((change) => {
          const label = fieldLabels[change.field];
          return (
            <div key={change.field}>
              <dt className="font-medium">{label ? i18n._(label) : change.field}</dt>
              <dd>
                <ChangeValues change={change} empty={empty} />
                {change.truncated ? (
                  <p className="text-xs text-slate-600">
                    <Trans>
                      Shortened: only part of this change is shown (… marks where a value is cut).
                    </Trans>
                  </p>
                ) : null}
              </dd>
            </div>
          );
        })}
      </DisclosurePanel>
    </Disclosure>
  );
}
