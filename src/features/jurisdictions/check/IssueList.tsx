import { useLingui } from '@lingui/react/macro';
import type { MunicipalityIssue } from '../../../api/jurisdictions';
import { Button } from '../../../ui/Button';
import type { Replacement } from './replacements';

type Props = {
  /** Names the list for assistive technologies. */
  label: string;
  issues: readonly MunicipalityIssue[];
  /** Absent when the person may not change the codes: the flags are shown without actions. */
  onReplace?: (replacements: readonly Replacement[]) => void;
};

const replacementOf = (issue: MunicipalityIssue): Replacement | null =>
  issue.replaced_by ? { code: issue.code, by: issue.replaced_by.insee } : null;

/**
 * Codes flagged by the official list: a former commune with the commune that took it over and a
 * Replace button, an unknown code as such; Replace all when several can be replaced. Not an alert:
 * the flags are advice, found while one edits, not failures.
 */
export function IssueList({ label, issues, onReplace }: Props) {
  const { t } = useLingui();
  if (issues.length === 0) return null;
  const replaceable = issues.map(replacementOf).filter((r): r is Replacement => r !== null);

  return (
    <section aria-label={label} className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm">
      <ul className="flex flex-col gap-2">
        {issues.map((issue) => {
          const code = issue.code;
          const former = issue.name ?? code;
          const current = issue.replaced_by?.display_name ?? '';
          const by = issue.replaced_by?.insee ?? '';
          return (
            <li key={code} className="flex flex-wrap items-center justify-between gap-2 text-amber-950">
              <span>
                {issue.replaced_by
                  ? t`Former commune ${former} (${code}), now part of ${current} (${by})`
                  : t`Unknown code ${code}`}
              </span>
              {onReplace && issue.replaced_by ? (
                <button
                  type="button"
                  className="shrink-0 rounded border border-slate-500 bg-white px-2 py-0.5 text-xs hover:bg-slate-100"
                  aria-label={t`Replace ${former} (${code}) with ${current} (${by})`}
                  onClick={() => onReplace([{ code, by }])}
                >
                  {t`Replace`}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onReplace && replaceable.length > 1 ? (
        <div className="mt-2">
          <Button variant="secondary" onClick={() => onReplace(replaceable)}>
            {t`Replace all`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
