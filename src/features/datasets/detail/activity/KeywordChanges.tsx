import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A change of keywords as the keywords added and removed (issue 44, audit T3-H1): the two whole
 * lists said little when one keyword among many changed, and made a history page huge.
 */
export function KeywordChanges({ added, removed }: { added: readonly string[]; removed: readonly string[] }) {
  const { t } = useLingui();
  const none = t`no keyword`;
  return (
    <ul className="space-y-1">
      <li>
        <Trans>
          Added: <span className="text-green-900">{added.length > 0 ? added.join(', ') : none}</span>
        </Trans>
      </li>
      <li>
        <Trans>
          Removed: <span className="text-red-900">{removed.length > 0 ? removed.join(', ') : none}</span>
        </Trans>
      </li>
    </ul>
  );
}
