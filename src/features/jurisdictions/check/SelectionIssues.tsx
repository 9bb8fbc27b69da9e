import { useLingui } from '@lingui/react/macro';
import { IssueList } from './IssueList';
import type { Replacement } from './replacements';
import { issuesOf, useMunicipalityCheck } from './useMunicipalityCheck';

type Props = {
  selectedCodes: readonly string[];
  /** Absent when the person may not change the jurisdiction. */
  onReplace?: (replacements: readonly Replacement[]) => void;
};

/** The selected municipalities the official list flags, with their replacements (extension). */
export function SelectionIssues({ selectedCodes, onReplace }: Props) {
  const { t } = useLingui();
  const issues = issuesOf(selectedCodes, useMunicipalityCheck(selectedCodes));
  return (
    <IssueList
      label={t`Selected municipalities flagged by the official list`}
      issues={issues}
      onReplace={onReplace}
    />
  );
}
