import { useLingui } from '@lingui/react/macro';
import type { TrialResourceChange } from '../../../api/indexers';
import { NewTabLink } from '../../../ui/NewTabLink';
import { resourceChangeLabels } from './trialMessages';

/** The URL resources a harvest would add, change or remove on the dataset, each with its link. */
export function ResourceChangeList({ changes }: { changes: readonly TrialResourceChange[] }) {
  const { t, i18n } = useLingui();
  if (changes.length === 0) return null;
  return (
    <div className="mt-2">
      <h5 className="text-sm font-medium text-slate-900">{t`Resources`}</h5>
      <ul className="ml-5 list-disc text-sm text-slate-900">
        {changes.map((change) => {
          const label = i18n._(resourceChangeLabels[change.change]);
          return (
            <li key={`${change.change}-${change.href}`} className="break-words">
              {/* The colon is the language's: French puts a space before it. */}
              <span className="font-medium">{t`${label}:`}</span>{' '}
              <NewTabLink href={change.href}>{change.display_name}</NewTabLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
