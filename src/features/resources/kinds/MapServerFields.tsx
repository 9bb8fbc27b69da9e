import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  geoserverLayerGroupsQuery,
  geoserverLayersQuery,
  geoserverWorkspacesQuery,
  type MapServerLayerType,
} from '../../../api/resourceKinds';
import { SelectField } from '../../../ui/fields/SelectField';

type MapServerFieldsProps = {
  workspace: string | null;
  layer: string | null;
  layerType: MapServerLayerType;
  onWorkspaceChange: (workspace: string | null) => void;
  onLayerChange: (layer: string | null) => void;
  onLayerTypeChange: (layerType: MapServerLayerType) => void;
  errors: { workspace: readonly string[]; layer: readonly string[] };
  disabled?: boolean;
};

/** A map-server layer or layer group: the workspace first, then one of its layers or groups. */
export function MapServerFields({
  workspace,
  layer,
  layerType,
  onWorkspaceChange,
  onLayerChange,
  onLayerTypeChange,
  errors,
  disabled,
}: MapServerFieldsProps) {
  const { t } = useLingui();
  const workspaces = useQuery(geoserverWorkspacesQuery());
  const layers = useQuery({
    ...geoserverLayersQuery(workspace ?? ''),
    enabled: workspace !== null && layerType === 'layer',
  });
  const groups = useQuery({
    ...geoserverLayerGroupsQuery(workspace ?? ''),
    enabled: workspace !== null && layerType === 'layergroup',
  });
  const entries = layerType === 'layer' ? layers : groups;
  const names = (entries.data ?? []).map((entry) => entry.name);
  // The layer read from the resource's data URI stays offered even before the list has arrived.
  const layerNames = layer && !names.includes(layer) ? [layer, ...names] : names;
  const workspaceNames = (workspaces.data ?? []).map((entry) => entry.name);
  if (workspace && !workspaceNames.includes(workspace)) workspaceNames.unshift(workspace);

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id="resource-workspace"
        label={t`Workspace`}
        required
        options={workspaceNames.map((name) => ({ value: name, label: name }))}
        value={workspace}
        onChange={(next) => {
          onWorkspaceChange(next);
          onLayerChange(null);
        }}
        disabled={disabled}
        help={workspaces.isError ? t`The workspaces of the map server could not be loaded.` : undefined}
        errors={errors.workspace}
      />
      <SelectField<MapServerLayerType>
        id="resource-layer_type"
        label={t`Layer type`}
        emptyOption={false}
        options={[
          { value: 'layer', label: t`Layer` },
          { value: 'layergroup', label: t`Layer group` },
        ]}
        value={layerType}
        onChange={(next) => {
          onLayerTypeChange(next ?? 'layer');
          onLayerChange(null);
        }}
        disabled={disabled}
      />
      <SelectField
        id="resource-layer"
        label={layerType === 'layer' ? t`Layer` : t`Layer group`}
        required
        options={layerNames.map((name) => ({ value: name, label: name }))}
        value={layer}
        onChange={onLayerChange}
        disabled={disabled || workspace === null}
        help={workspace === null ? t`Choose a workspace first.` : undefined}
        errors={errors.layer}
      />
    </div>
  );
}
