import { useLingui } from '@lingui/react/macro';
import { parseCodes } from '../../../../machines/municipalitySelection.machine';
import { IssueList } from './IssueList';
import { type Replacement, replaceInText } from './replacements';
import { issuesOf, useMunicipalityCheck } from './useMunicipalityCheck';
import { useSettledText } from './useSettledText';

type Props = {
  /** The text of the codes box, as typed. */
  text: string;
  /** The text the box shows for the current selection: those codes are flagged on the selection. */
  selectionText: string;
  onTextChange: (text: string) => void;
};

/**
 * Pasted codes checked before Recalculate applies them (extension): once typing pauses, the codes of
 * the box are checked and flagged like the selection's, and Replace writes the current commune into
 * the text, leaving the rest as typed.
 */
export function PastedCodeIssues({ text, selectionText, onTextChange }: Props) {
  const { t } = useLingui();
  const settled = useSettledText(text);
  const edited = settled !== selectionText;
  const codes = edited ? parseCodes(settled) : [];
  const checked = useMunicipalityCheck(codes);
  // Flags follow the text as it is now: a code typed away is no longer flagged.
  const issues = text === selectionText ? [] : issuesOf(parseCodes(text), checked);
  return (
    <IssueList
      label={t`Pasted codes flagged by the official list`}
      issues={issues}
      onReplace={(replacements: readonly Replacement[]) => onTextChange(replaceInText(text, replacements))}
    />
  );
}
