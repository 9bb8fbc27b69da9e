import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';

type Props = {
  selectedCount: number;
  /** How many datasets the list's search and filters match. */
  matching: number;
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onBulkEdit: () => void;
};

/** What is selected, the step to "all N matching" and back, and the Bulk edit button. */
export function BulkSelectionBanner({
  selectedCount,
  matching,
  allMatching,
  onSelectAllMatching,
  onClear,
  onBulkEdit,
}: Props) {
  const { t } = useLingui();
  const any = allMatching || selectedCount > 0;
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="sr-only">{t`Selection`}</legend>
      {allMatching ? (
        <p>
          <Plural
            value={matching}
            one="All # matching dataset is selected."
            other="All # matching datasets are selected."
          />
        </p>
      ) : selectedCount > 0 ? (
        <p>
          <Plural value={selectedCount} one="# selected." other="# selected." />
        </p>
      ) : null}
      {!allMatching && selectedCount > 0 && matching > selectedCount ? (
        <Button variant="secondary" className="px-2 py-1 text-sm" onClick={onSelectAllMatching}>
          <Trans>Select all {matching} matching</Trans>
        </Button>
      ) : null}
      {any ? (
        <Button variant="secondary" className="px-2 py-1 text-sm" onClick={onClear}>
          {t`Clear the selection`}
        </Button>
      ) : null}
      <Button className="px-2 py-1 text-sm" disabled={!any} onClick={onBulkEdit}>
        {t({ context: 'action', message: 'Bulk edit' })}
      </Button>
    </fieldset>
  );
}
