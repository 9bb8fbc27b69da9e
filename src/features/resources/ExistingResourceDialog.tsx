import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ExistingResource } from '../../../machines/resourceSaveVocabulary';
import type { Dataset } from '../../api/datasets';
import { MAIN_RESOURCE, type Resource, resourceQuery } from '../../api/resources';
import { useSession } from '../../auth/useSession';
import { notify } from '../../notifications/notificationStore';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { GeographicLayer } from '../styles/GeographicLayer';
import { LayerStyles } from '../styles/LayerStyles';
import { AutomaticUpdate } from './AutomaticUpdate';
import { DataPreview } from './preview/DataPreview';
import { ResourceDialogFrame } from './ResourceDialogFrame';
import { ResourceEditor } from './ResourceEditor';
import type { ResourceTab } from './resourceDialogSearch';
import { resourceFormValuesOf } from './resourceFormSchema';
import { kindLabels, launchToast } from './resourceMessages';
import { datastoreTableOf, dataUri, fileNameOf, geographicLayerEntry, mapServerLayerOf } from './resourceRel';
import { type ResourceSave, useResourceModification } from './useResourceSave';

type ExistingResourceDialogProps = {
  dataset: Dataset;
  resourceId: number;
  tab: ResourceTab;
  onTabChange: (tab: ResourceTab) => void;
  onClose: () => Promise<unknown>;
};

/** An existing resource of the dataset, opened for viewing and modification, with its data and styles. */
export function ExistingResourceDialog({ dataset, resourceId, ...props }: ExistingResourceDialogProps) {
  const { t } = useLingui();
  const embedded = [dataset.main_resource, ...dataset.resource_annexes].find(
    (resource) => resource?.id === resourceId,
  );
  const resource = useQuery({ ...resourceQuery(resourceId), placeholderData: embedded ?? undefined });

  if (!resource.data) {
    return (
      <ResourceDialogFrame title={t`Resource`} closable onClose={() => void props.onClose()}>
        {resource.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-slate-900">{t`The resource could not be loaded.`}</p>
            <Button variant="secondary" onClick={() => void resource.refetch()}>
              {t`Retry`}
            </Button>
          </div>
        ) : (
          <Spinner label={t`Loading…`} />
        )}
      </ResourceDialogFrame>
    );
  }
  return <ResourceDialogContent dataset={dataset} resource={resource.data} {...props} />;
}

type ContentProps = Omit<ExistingResourceDialogProps, 'resourceId'> & { resource: Resource };

function ResourceDialogContent(props: ContentProps) {
  const { id, kind, kind_id: kindId } = props.resource;
  const existing = useMemo(
    () => (kind !== null && kindId !== null ? { resourceId: id, kind, kindId } : null),
    [id, kind, kindId],
  );
  return existing ? (
    <ModifiableResource {...props} existing={existing} />
  ) : (
    <ResourceView {...props} existing={null} save={READ_ONLY} />
  );
}

/**
 * A resource without data yet has a read-only form (see `readOnlyReason`): it is never submitted, so it
 * has no save machine and shows no scenario choice.
 */
const READ_ONLY: ResourceSave = {
  submit: async () => null,
  busy: false,
  choosing: false,
  running: false,
  scenarios: [],
  chooseScenario: () => {},
  dismissScenarios: () => {},
};

function ModifiableResource({ existing, ...props }: ContentProps & { existing: ExistingResource }) {
  const { i18n } = useLingui();
  const isSuperuser = useSession().userData?.is_superuser ?? false;
  // Each opening keeps the save it started, whatever the resource's later reads say.
  const save = useResourceModification({
    datasetId: props.dataset.id,
    usergroupId: props.dataset.usergroup,
    type: props.resource.type,
    isSuperuser,
    existing,
    onLaunched: async (outcome, name) => {
      await props.onClose();
      const toast = launchToast(i18n, outcome, name);
      notify('success', toast.lines, toast.title);
    },
  });
  return <ResourceView {...props} existing={existing} save={save} />;
}

type ViewProps = ContentProps & { existing: ExistingResource | null; save: ResourceSave };

function ResourceView({ dataset, resource, existing, save, tab, onTabChange, onClose }: ViewProps) {
  const { t, i18n } = useLingui();
  const isSuperuser = useSession().userData?.is_superuser ?? false;
  const { kind, kind_id: kindId } = resource;
  const uri = dataUri(resource);
  const layer = geographicLayerEntry(resource.rel);
  const tabs: ResourceTab[] = layer ? ['resource', 'preview', 'styles'] : ['resource', 'preview'];
  const shown = tabs.includes(tab) ? tab : 'resource';
  const tabLabels: Record<ResourceTab, string> = {
    resource: t`Resource`,
    preview: t`Data preview`,
    styles: t`Geographic layer and styles`,
  };
  // The form starts from the resource as it was when the dialog opened: later reads must not reset it.
  const [initialValues] = useState(() => {
    const mapServer = kind === 'geoserver-mirrors' ? mapServerLayerOf(uri) : null;
    const table = kind === 'datastores' ? datastoreTableOf(uri) : null;
    return resourceFormValuesOf(resource, {
      href: kind === 'href' || kind === 'file-download' ? (uri ?? '') : '',
      workspace: mapServer?.workspace ?? null,
      layer: mapServer?.layer ?? null,
      database: table?.database ?? null,
      table: table ? { schema_name: table.schema, table_name: table.table } : null,
    });
  });
  const readOnlyReason =
    existing === null
      ? t`This resource has no data yet: it cannot be modified here.`
      : kind === 'ftp' && !isSuperuser
        ? t`sFTP resources are managed by superusers.`
        : null;
  const role = resource.type === MAIN_RESOURCE ? t`Main resource` : t`Annex`;
  const kindName = kind ? i18n._(kindLabels[kind]) : t`No data yet`;

  return (
    <ResourceDialogFrame
      title={resource.display_name}
      closable={!save.busy && !save.running}
      onClose={() => (save.choosing ? save.dismissScenarios() : void onClose())}
    >
      <p className="-mt-2 mb-4 text-sm text-slate-700">{t`${role} · ${kindName}`}</p>
      <TabGroup
        selectedIndex={tabs.indexOf(shown)}
        onChange={(index) => onTabChange(tabs[index] ?? 'resource')}
      >
        <TabList className="mb-4 flex gap-1 border-b border-slate-300">
          {tabs.map((name) => (
            <Tab
              key={name}
              className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-slate-800 data-[selected]:border-slate-300 data-[selected]:border-b-white data-[selected]:bg-white data-[selected]:text-blue-800"
            >
              {tabLabels[name]}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel unmount={false} className="flex flex-col gap-6">
            <ResourceEditor
              save={save}
              creationKinds={null}
              initialValues={initialValues}
              usergroupId={dataset.usergroup}
              kindId={kindId}
              currentFileName={kind === 'file-upload' ? fileNameOf(uri) : null}
              readOnlyReason={readOnlyReason}
              onCancel={() => void onClose()}
            />
            {existing && !save.choosing ? (
              <section
                aria-labelledby="automatic-update-heading"
                className="rounded-lg border border-slate-200 p-4"
              >
                <h3 id="automatic-update-heading" className="mb-2 text-base font-semibold text-slate-900">
                  {t`Automatic update`}
                </h3>
                <AutomaticUpdate
                  resource={resource}
                  kind={existing.kind}
                  kindId={existing.kindId}
                  disabled={readOnlyReason !== null}
                />
              </section>
            ) : null}
          </TabPanel>
          <TabPanel>
            <DataPreview uri={uri} name={resource.display_name} />
          </TabPanel>
          {layer ? (
            <TabPanel className="flex flex-col gap-6">
              <GeographicLayer layerId={layer.id} uri={layer.uri} />
              <LayerStyles
                layerId={layer.id}
                layerName={resource.geographic_layer_name || resource.codename}
              />
            </TabPanel>
          ) : null}
        </TabPanels>
      </TabGroup>
    </ResourceDialogFrame>
  );
}
