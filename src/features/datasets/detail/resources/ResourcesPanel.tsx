import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type Dataset, datasetQuery } from '../../../../api/datasets';
import { hasExtension } from '../../../../config/currentConfig';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Panel } from '../../../../ui/Panel';
import { ResourceDialogs } from '../../../resources/ResourceDialogs';
import { processingStatus } from './processingStatus';
import { ResourceItem } from './ResourceItem';

/**
 * The main resource and the annexes with their processing state. The dataset is read again every 15 s
 * while an operation is in progress, so the state moves on without a reload; an acknowledgement
 * refreshes it at once (the mutation invalidates the dataset). Adding and changing resources is offered
 * only to who may change the dataset (`canManage`).
 */
export function ResourcesPanel({ dataset: initial, canManage }: { dataset: Dataset; canManage: boolean }) {
  const { t } = useLingui();
  const { data: dataset = initial } = useQuery({
    ...datasetQuery(initial.id),
    initialData: initial,
    refetchInterval: (query) => (hasPending(query.state.data ?? initial) ? AUTO_RELOAD_MS : false),
  });
  const main = dataset.main_resource;
  const annexes = dataset.resource_annexes;
  // The server's count: the annexes listed may be fewer (those the person may see).
  const annexCount = dataset.annexes_count;
  // Section 4: the preview is for whoever may consult the data (server/auth/dataAccess.ts): its editors,
  // and, while the dataset is published, everyone its own level allows; the person's groups' special
  // levels are the server's to check (a refusal says so).
  const canConsult =
    hasExtension('resourcePreview') &&
    (canManage ||
      (dataset.publish !== false &&
        ['consultation', 'download'].includes(dataset.default_permission_level ?? '')));

  return (
    // Its id is where the metadata quality's "add a resource" leads (DatasetQualityAside).
    <Panel
      id="dataset-resources"
      title={t`Main resource and annexes`}
      actions={canManage ? <ResourceDialogs dataset={dataset} /> : undefined}
    >
      <h3 className="font-medium text-slate-900">{t`Main resource`}</h3>
      <div className="mt-1 mb-4">
        {main ? (
          <ResourceItem
            datasetId={dataset.id}
            resource={main}
            canManage={canManage}
            canConsult={canConsult}
          />
        ) : (
          <p className="text-slate-900">{t`No main resource.`}</p>
        )}
      </div>
      <h3 className="font-medium text-slate-900">{t`Annexes (${annexCount})`}</h3>
      {annexes.length === 0 ? (
        <p className="mt-1 text-slate-900">{t`No annex.`}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200">
          {annexes.map((annex) => (
            <li key={annex.id} className="py-2">
              <ResourceItem
                datasetId={dataset.id}
                resource={annex}
                canManage={canManage}
                canConsult={canConsult}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function hasPending(dataset: Dataset): boolean {
  const resources = [dataset.main_resource, ...dataset.resource_annexes];
  return resources.some((resource) => resource && processingStatus(resource._processing).pending);
}
