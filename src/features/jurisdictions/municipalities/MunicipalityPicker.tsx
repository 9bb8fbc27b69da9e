import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { hasExtension } from '../../../config/currentConfig';
import type { MunicipalitySelection } from '../../../flows/municipalitySelection';
import { Button } from '../../../ui/Button';
import { SelectionIssues } from '../check/SelectionIssues';
import { CommuneMap } from '../map/CommuneMap';
import type { LngLatBounds } from '../map/mapBounds';
import { MunicipalitySearch } from './MunicipalitySearch';
import type { MunicipalityDirectory } from './municipalityDirectory';
import { PastedCodes } from './PastedCodes';
import { SelectedMunicipalities } from './SelectedMunicipalities';
import { useDirectoryVersion } from './useDirectory';
import { useSelectedDetails } from './useSelectedDetails';
import { useTerritory } from './useTerritory';

type Props = {
  selection: MunicipalitySelection;
  directory: MunicipalityDirectory;
  bounds: LngLatBounds;
  /** Id of the codes box, where the error summary leads for the municipalities. */
  codesId: string;
  /** Server complaints about the municipalities. */
  errors?: readonly string[];
  /** Without it the selection is only shown (people who may not change jurisdictions). */
  editable: boolean;
};

/**
 * The municipalities of a jurisdiction: search, pasted codes with Recalculate, select or deselect
 * all, the map and the list of the selection, all driven by the municipality selection machine so
 * that list and map never disagree. Where the backend checks codes against the official list
 * (extension), former communes of the selection are flagged with their replacement.
 */
export function MunicipalityPicker({ selection, directory, bounds, codesId, errors, editable }: Props) {
  const { t } = useLingui();
  const listId = useId();
  useDirectoryVersion(directory);
  useTerritory(selection.selectedCodes, directory, selection.loaded);
  useSelectedDetails(selection.selectedCodes, directory);
  const count = selection.selectedCodes.length;

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t`Municipalities`}</legend>
      {editable ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <MunicipalitySearch
            selectedCodes={selection.selectedCodes}
            directory={directory}
            onSelect={selection.select}
            onDeselect={selection.deselect}
          />
          <PastedCodes
            id={codesId}
            selectedCodes={selection.selectedCodes}
            unknownCodes={selection.unknownCodes}
            checking={selection.checking}
            failed={selection.failed}
            onRecalculate={selection.recalculate}
            errors={errors}
          />
        </div>
      ) : null}
      {hasExtension('municipalityCheck') ? (
        <SelectionIssues
          selectedCodes={selection.selectedCodes}
          onReplace={editable && !selection.checking ? selection.replace : undefined}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <p aria-live="polite" className="mr-auto text-sm text-slate-800">
          <Plural value={count} one="# municipality selected" other="# municipalities selected" />
        </p>
        {editable ? (
          <>
            <Button variant="secondary" onClick={selection.selectAll} disabled={selection.checking}>
              {t`Select all`}
            </Button>
            <Button
              variant="secondary"
              onClick={selection.deselectAll}
              disabled={selection.checking || count === 0}
            >
              {t`Deselect all`}
            </Button>
          </>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <CommuneMap
          listId={listId}
          features={directory.features()}
          highlight={selection.highlight}
          bounds={bounds}
          onToggle={editable ? selection.toggle : () => {}}
          shapes={directory.shapesOf(selection.selectedCodes)}
        />
        <SelectedMunicipalities
          id={listId}
          codes={selection.selectedCodes}
          directory={directory}
          onDeselect={editable ? selection.deselect : undefined}
        />
      </div>
    </fieldset>
  );
}
