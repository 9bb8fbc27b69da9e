import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MunicipalityIssue, municipalityCheckQuery } from '../../../api/jurisdictions';
import { hasExtension } from '../../../config/currentConfig';

/** The issues of some codes, by code; empty where the backend has no check (nothing is asked then). */
export type IssuesByCode = ReadonlyMap<string, MunicipalityIssue>;

const NONE: IssuesByCode = new Map();

/**
 * Checks `codes` against the official municipality list where the deployment's backend offers the
 * check (extension `municipalityCheck`); elsewhere it asks nothing and finds nothing. While a new
 * set of codes is checked, the answer for the previous one stays (callers show only the issues of
 * the codes they hold), so flags do not blink as one types.
 */
export function useMunicipalityCheck(codes: readonly string[]): IssuesByCode {
  const offered = hasExtension('municipalityCheck');
  const { data } = useQuery({
    ...municipalityCheckQuery(codes),
    enabled: offered && codes.length > 0,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    if (!offered || !data || codes.length === 0) return NONE;
    return new Map(data.map((issue) => [issue.code, issue]));
  }, [offered, data, codes.length]);
}

/** The issues of `codes`, in their order, each code once. */
export function issuesOf(codes: readonly string[], issues: IssuesByCode): MunicipalityIssue[] {
  const seen = new Set<string>();
  const found: MunicipalityIssue[] = [];
  for (const code of codes) {
    const issue = issues.get(code);
    if (issue && !seen.has(code)) {
      seen.add(code);
      found.push(issue);
    }
  }
  return found;
}

/** How many former communes and unknown codes `codes` hold. */
export function countIssues(codes: readonly string[], issues: IssuesByCode) {
  let former = 0;
  let unknown = 0;
  for (const issue of issuesOf(codes, issues)) {
    if (issue.status === 'unknown') unknown += 1;
    else former += 1;
  }
  return { former, unknown };
}
