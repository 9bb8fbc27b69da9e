import { useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import type { ResourceKind } from '../../../machines/resourceSaveVocabulary';
import { useKitField, useKitFieldOf } from '../../ui/form/useKitField';
import { KindChoice } from './KindChoice';
import { FileUploadFields } from './kinds/FileUploadFields';
import { FtpFields } from './kinds/FtpFields';
import { MapServerFields } from './kinds/MapServerFields';
import type { Utf8CheckState } from './kinds/useUtf8Check';
import type { ResourceFormValues } from './resourceFormSchema';

/** One group of the resource form's fields, under its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/*
 * The resource form's own fields bound to the form (`<form.AppField name>` around them): each
 * registers its label for the error summary and shows the form's and the server's errors.
 */

export function KindField({ kinds }: { kinds: readonly ResourceKind[] }) {
  const { t } = useLingui();
  const { value, onChange, errors } = useKitField<ResourceKind | null>(t`Type of resource`);
  return <KindChoice kinds={kinds} value={value} onChange={onChange} errors={errors} />;
}

type FileFieldProps = {
  creating: boolean;
  currentFileName: string | null;
  utf8: Utf8CheckState;
  /** A file was chosen (the form proposes the format of its extension). */
  onChosen: (file: File | null) => void;
};

export function ResourceFileField({ creating, currentFileName, utf8, onChosen }: FileFieldProps) {
  const { t } = useLingui();
  const { value, onChange, errors, disabled } = useKitField<File | null>(
    creating ? t`File` : t`Replace the file`,
  );
  return (
    <FileUploadFields
      file={value}
      onChange={(file) => {
        onChange(file);
        onChosen(file);
      }}
      creating={creating}
      currentFileName={currentFileName}
      utf8={utf8}
      errors={errors}
      disabled={disabled}
    />
  );
}

export function FtpField({
  usergroupId,
  ftpId,
  creating,
}: {
  usergroupId: number;
  ftpId: number | null;
  creating: boolean;
}) {
  const { t } = useLingui();
  const { value, onChange, errors, disabled } = useKitField<string | null>(t`sFTP file`);
  return (
    <FtpFields
      usergroupId={usergroupId}
      ftpId={ftpId}
      creating={creating}
      value={value}
      onChange={onChange}
      errors={errors}
      disabled={disabled}
    />
  );
}

/** The workspace, its layer and the layer's type: three fields of the form edited together. */
export function MapServerField({
  fields,
}: {
  fields: { workspace: AnyFieldApi; layer: AnyFieldApi; layerType: AnyFieldApi };
}) {
  const { t } = useLingui();
  const workspace = useKitFieldOf<ResourceFormValues['workspace']>(fields.workspace, t`Workspace`);
  const layer = useKitFieldOf<ResourceFormValues['layer']>(fields.layer, t`Layer`);
  const layerType = useKitFieldOf<ResourceFormValues['layer_type']>(fields.layerType, t`Layer type`);
  return (
    <MapServerFields
      workspace={workspace.value}
      layer={layer.value}
      layerType={layerType.value}
      onWorkspaceChange={workspace.onChange}
      onLayerChange={layer.onChange}
      onLayerTypeChange={layerType.onChange}
      errors={{ workspace: workspace.errors, layer: layer.errors }}
      disabled={workspace.disabled}
    />
  );
}
