import { Trans } from '@lingui/react/macro';

/**
 * A change of keywords as the keywords added and removed (issue 44, audit T3-H1): the two whole
 * lists said little when one keyword among many changed, and made a history page huge. A side with
 * no keyword is left out rather than read as "none", which looked like a change of its own.
 */
export function KeywordChanges({ added, removed }: { added: readonly string[]; removed: readonly string[] }) {
  return (
    <ul className="space-y-1">
      {added.length > 0 ? (
        <li>
          <Trans>
            Added: <span className="text-green-900">{added.join(', ')}</span>
          </Trans>
        </li>
      ) : null}
      {removed.length > 0 ? (
        <li>
          <Trans>
            Removed: <span className="text-red-900">{removed.join(', ')}</span>
          </Trans>
        </li>
      ) : null}
    </ul>
  );
}
