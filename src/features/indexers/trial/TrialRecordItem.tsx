import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrialRecord } from '../../../api/indexers';
import { EntryChanges } from '../../../domain/datasetChanges/EntryChanges';
import { NewTabLink } from '../../../ui/NewTabLink';
import { OutcomeBadge } from './OutcomeBadge';
import { ResourceChangeList } from './ResourceChangeList';
import { WarningList } from './WarningList';

/**
 * One record the trial read: its title, outcome, identifier and own page (none when the record has
 * no address of its own), the dataset it updates, then what a harvest would change on it: fields as
 * the dataset history shows them, resources, and what could not be kept.
 */
export function TrialRecordItem({ record }: { record: TrialRecord }) {
  const { t, i18n } = useLingui();
  // A backend without this product's extension (OneGeo's own) answers the title, identifier and
  // address alone: the record is listed without a diff.
  const {
    outcome,
    dataset = null,
    changes = [],
    resource_changes = [],
    warnings = [],
  } = record as Partial<TrialRecord> & Pick<TrialRecord, 'title' | 'identifier' | 'url'>;
  return (
    <li className="rounded-md border border-slate-200 p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="break-words font-medium text-slate-900">{record.title}</h4>
        {outcome ? <OutcomeBadge outcome={outcome} /> : null}
      </div>
      <p className="break-words text-slate-700">
        {t`Identifier:`} <span className="font-mono">{record.identifier}</span>
      </p>
      {record.url ? <NewTabLink href={record.url} /> : null}
      {dataset ? (
        <p className="break-words text-slate-700">
          {t`Dataset:`}{' '}
          <Link
            to="/$locale/data/datasets/$id/"
            params={{ locale: i18n.locale, id: dataset.id }}
            className="text-blue-700 underline"
          >
            {dataset.display_name}
          </Link>
        </p>
      ) : null}
      {outcome !== 'unchanged' && changes.length > 0 ? (
        <div className="mt-1">
          <EntryChanges changes={changes} />
        </div>
      ) : null}
      <ResourceChangeList changes={resource_changes} />
      <WarningList warnings={warnings} heading={t`Warnings`} level="h5" />
    </li>
  );
}
