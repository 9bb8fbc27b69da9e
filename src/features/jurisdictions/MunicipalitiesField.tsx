import { useEffect } from 'react';
import type { MunicipalitySelection } from '../../flows/municipalitySelection';
import { useKitField } from '../../ui/form/useKitField';
import { codesKey, codesKeyOf } from './jurisdictionFormSchema';
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

/**
 * The municipalities bound to the form. The selection machine drives the picker (search, pasted codes,
 * map); the form keeps a copy of its codes (one sorted string, see jurisdictionFormSchema), so that drafts, unsaved changes and the server's refusals
 * (shown on the codes box) treat them as any other field. A reset of the form (a discarded draft)
 * takes the machine back to the form's codes.
 */
export function MunicipalitiesField({ label, selection, directory, bounds, editable }: Props) {
  const { id, value, onChange, errors } = useKitField<unknown>(label);
  const key = codesKeyOf(value);
  const selected = selection.selectedCodes;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the selection is copied.
  useEffect(() => {
    const selectedKey = codesKey(selected);
    if (key !== selectedKey) onChange(selectedKey);
  }, [selected]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the form's codes is followed.
  useEffect(() => {
    if (key !== undefined && key !== codesKey(selection.selectedCodes)) selection.recalculate(key);
  }, [key]);

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
