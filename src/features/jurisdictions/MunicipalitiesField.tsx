import { useEffect } from 'react';
import type { MunicipalitySelection } from '../../flows/municipalitySelection';
import { useKitField } from '../../ui/form/useKitField';
import type { LngLatBounds } from './map/mapBounds';
import { MunicipalityPicker } from './municipalities/MunicipalityPicker';
import type { MunicipalityDirectory } from './municipalities/municipalityDirectory';

type Props = {
  label: string;
  selection: MunicipalitySelection;
  directory: MunicipalityDirectory;
  bounds: LngLatBounds;
  editable: boolean;
};

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((code, index) => code === sorted[index]);
}

/**
 * The municipalities bound to the form. The selection machine drives the picker (search, pasted codes,
 * map); the form keeps a copy of its codes, so that drafts, unsaved changes and the server's refusals
 * (shown on the codes box) treat them as any other field. A reset of the form (a discarded draft)
 * takes the machine back to the form's codes.
 */
export function MunicipalitiesField({ label, selection, directory, bounds, editable }: Props) {
  const { id, value, onChange, errors } = useKitField<readonly string[] | undefined>(label);
  const selected = selection.selectedCodes;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the selection is copied.
  useEffect(() => {
    if (value === undefined || !sameCodes(selected, value)) onChange([...selected]);
  }, [selected]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the form's codes is followed.
  useEffect(() => {
    if (value !== undefined && !sameCodes(value, selection.selectedCodes))
      selection.recalculate(value.join(','));
  }, [value]);

  return (
    <MunicipalityPicker
      selection={selection}
      directory={directory}
      bounds={bounds}
      codesId={id}
      errors={errors}
      editable={editable}
    />
  );
}
