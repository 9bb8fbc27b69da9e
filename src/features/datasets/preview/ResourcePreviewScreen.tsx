import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { datasetQuery } from '../../../api/datasets';
import { ApiRequestError } from '../../../api/errors';
import { type ResourcePreview, resourcePreviewQuery } from '../../../api/resourcePreview';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { PreviewFailure } from './PreviewFailure';
import { PreviewMapTab } from './PreviewMapTab';
import { PreviewTable } from './PreviewTable';

const route = getRouteApi('/$locale/data/datasets/$id/resources/$resourceId/preview');

const tabClass =
  '-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-slate-800 data-[selected]:border-slate-300 data-[selected]:border-b-white data-[selected]:bg-white data-[selected]:text-blue-800';

/** A processed resource's preview: its rows and, for a geographic layer, its map (issue 50). */
export function ResourcePreviewScreen() {
  const { t } = useLingui();
  const { id, resourceId, locale } = route.useParams();
  const ids = { dataset: id, resource: resourceId };
  const dataset = useQuery(datasetQuery(id));
  const preview = useQuery({
    ...resourcePreviewQuery(ids),
    // While the processing runs, its end shows without a reload.
    refetchInterval: (query) => (query.state.data?.state === 'running' ? AUTO_RELOAD_MS : false),
  });
  const resource = [dataset.data?.main_resource, ...(dataset.data?.resource_annexes ?? [])].find(
    (item) => item?.id === resourceId,
  );
  const name = resource?.display_name ?? String(resourceId);
  return (
    <Page
      title={t`Preview of ${name}`}
      actions={
        <Link
          to="/$locale/data/datasets/$id/"
          params={{ locale, id }}
          className="font-medium text-blue-700 underline"
        >
          {t`Back to the dataset`}
        </Link>
      }
    >
      {preview.isPending ? (
        <p className="flex items-center gap-2 text-slate-800">
          <Spinner className="h-5 w-5" />
          {t`Loading the preview…`}
        </p>
      ) : preview.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {failureText(
            preview.error,
            t`The preview could not be loaded.`,
            t`You may not consult this dataset’s data.`,
          )}
        </p>
      ) : (
        <PreviewBody preview={preview.data} ids={ids} />
      )}
    </Page>
  );
}

function failureText(error: unknown, fallback: string, forbidden: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.error.kind === 'forbidden') return forbidden;
  if (error.error.kind === 'fields' && error.error.detail) return error.error.detail;
  return fallback;
}

function PreviewBody({
  preview,
  ids,
}: {
  preview: ResourcePreview;
  ids: { dataset: number; resource: number };
}) {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  if (preview.state === 'running') {
    return (
      <p className="flex items-center gap-2 rounded-md bg-blue-50 p-3 text-blue-900" role="status">
        <Spinner className="h-5 w-5" />
        {t`The resource is being processed: its preview appears once the processing has ended.`}
      </p>
    );
  }
  if (preview.state === 'failed') return <PreviewFailure preview={preview} />;
  const tabs = preview.layer ? (['table', 'map'] as const) : (['table'] as const);
  const shown = tabs.find((tab) => tab === search.tab) ?? 'table';
  return (
    <TabGroup
      selectedIndex={tabs.indexOf(shown as never)}
      onChange={(index) =>
        navigate({ search: (previous) => ({ ...previous, tab: tabs[index] ?? 'table' }), replace: true })
      }
    >
      <TabList className="mb-4 flex gap-1 border-b border-slate-300">
        <Tab className={tabClass}>{t`Table`}</Tab>
        {preview.layer ? <Tab className={tabClass}>{t`Map`}</Tab> : null}
      </TabList>
      <TabPanels>
        <TabPanel>
          <PreviewTable
            ids={ids}
            columns={preview.columns}
            count={preview.row_count ?? 0}
            page={search.page}
            onPageChange={(page) => navigate({ search: (previous) => ({ ...previous, page }) })}
          />
        </TabPanel>
        {preview.layer ? (
          <TabPanel>
            <PreviewMapTab ids={ids} layer={preview.layer} />
          </TabPanel>
        ) : null}
      </TabPanels>
    </TabGroup>
  );
}
