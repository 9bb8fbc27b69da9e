import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { countIssues, type IssuesByCode } from './useMunicipalityCheck';

type Props = {
  jurisdictionId: number;
  codes: readonly string[];
  issues: IssuesByCode;
};

/**
 * On a row of the jurisdiction list: how many of its codes are former communes or unknown, e.g.
 * "2 former communes · 1 unknown code", leading to the form where they are flagged and replaced.
 * Nothing when every code is a current commune.
 */
export function CheckBadge({ jurisdictionId, codes, issues }: Props) {
  const { t, i18n } = useLingui();
  const { former, unknown } = countIssues(codes, issues);
  if (former === 0 && unknown === 0) return null;
  const parts = [
    former > 0 ? plural(former, { one: '# former commune', other: '# former communes' }) : null,
    unknown > 0 ? plural(unknown, { one: '# unknown code', other: '# unknown codes' }) : null,
  ].filter((part): part is string => part !== null);
  const summary = parts.join(' · ');

  return (
    <Link
      to="/$locale/jurisdictions/$id/"
      params={{ locale: i18n.locale, id: jurisdictionId }}
      title={t`Check its municipalities against the official list`}
      className="ml-2 inline-block rounded-full border border-amber-600 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 underline"
    >
      {summary}
    </Link>
  );
}
