import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { datasetQuery, datasetsQuery } from '../../../api/datasets';
import { useSearchFlow } from '../../../flows/useSearchFlow';
import { Button } from '../../../ui/Button';
import { SearchBox } from '../../../ui/SearchBox';

type ParentDatasetFieldProps = {
  /** The dataset being edited, which cannot be its own parent. */
  datasetId: number | null;
  value: number | null;
  onChange: (parent: number | null) => void;
};

/** The parent dataset, chosen in a search modal (specification section 2). */
export function ParentDatasetField({ datasetId, value, onChange }: ParentDatasetFieldProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const parent = useQuery({ ...datasetQuery(value ?? 0), enabled: value !== null });
  return (
    <div>
      <p className="block text-sm font-medium text-slate-900">{t`Parent dataset`}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-slate-900" data-testid="parent-dataset">
          {value === null ? t`None` : (parent.data?.display_name ?? '…')}
        </span>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {value === null ? t`Choose a parent dataset` : t`Change the parent dataset`}
        </Button>
        {value !== null ? (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t`Remove the parent dataset`}
          </Button>
        ) : null}
      </div>
      {open ? (
        <ParentSearchDialog
          excludedId={datasetId}
          onClose={() => setOpen(false)}
          onChoose={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function ParentSearchDialog({
  excludedId,
  onClose,
  onChoose,
}: {
  excludedId: number | null;
  onClose: () => void;
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  const search = useSearchFlow((text) => datasetsQuery({ search: text, page: 1 }));
  const results = useQuery({
    ...datasetsQuery({ search: search.shownText || undefined, page: 1 }),
    placeholderData: keepPreviousData,
  });
  const candidates = (results.data?.results ?? []).filter((dataset) => dataset.id !== excludedId);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[80vh] w-full max-w-lg flex-col rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Choose a parent dataset`}</DialogTitle>
          <div className="mt-3">
            <SearchBox
              label={t`Search datasets`}
              initialText=""
              searching={search.searching}
              onChange={search.change}
            />
          </div>
          <ul className="mt-3 flex-1 overflow-y-auto" aria-label={t`Datasets found`}>
            {candidates.map((dataset) => (
              <li key={dataset.id}>
                <button
                  type="button"
                  className="w-full rounded px-3 py-2 text-left text-slate-900 hover:bg-blue-50"
                  onClick={() => onChoose(dataset.id)}
                >
                  {dataset.display_name}
                  <span className="block text-sm text-slate-700">{dataset.usergroup_display_name}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t`Cancel`}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
