import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Dataset, datasetQuery, datasetsQuery } from '../../../api/datasets';
import { Button } from '../../../ui/Button';
import { FieldErrors } from '../../../ui/fields/FieldParts';
import { labelClass } from '../../../ui/fields/fieldStyles';
import { useKitField } from '../../../ui/form/useKitField';
import { useSearchFlow } from '../../../ui/list/useSearchFlow';
import { SearchBox } from '../../../ui/SearchBox';
import { excludedParentsQuery, parentCandidates } from './parentCandidates';

const none: ReadonlySet<number> = new Set();

/**
 * The parent dataset, chosen in a search modal (specification section 2), which offers neither the
 * dataset itself nor any of its descendants. Bound to the form field around it (`<form.AppField name="parent">`).
 */
export function ParentDatasetField({
  dataset,
}: {
  /** The dataset edited; null on the add screen. */ dataset: Pick<Dataset, 'id' | 'children'> | null;
}) {
  const { t } = useLingui();
  const { id, label, value, onChange, errors, disabled } = useKitField<number | null>(t`Parent dataset`);
  const [open, setOpen] = useState(false);
  const parent = useQuery({ ...datasetQuery(value ?? 0), enabled: value !== null });
  const errorId = `${id}-error`;
  return (
    <div>
      <p className={labelClass}>{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-slate-900" data-testid="parent-dataset">
          {value === null ? t`None` : (parent.data?.display_name ?? '…')}
        </span>
        <Button
          id={id}
          variant="secondary"
          disabled={disabled}
          aria-describedby={errors.length > 0 ? errorId : undefined}
          onClick={() => setOpen(true)}
        >
          {value === null ? t`Choose a parent dataset` : t`Change the parent dataset`}
        </Button>
        {value !== null && !disabled ? (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t`Remove the parent dataset`}
          </Button>
        ) : null}
      </div>
      <FieldErrors id={errorId} errors={errors} />
      {open ? (
        <ParentSearchDialog
          dataset={dataset}
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
  dataset,
  onClose,
  onChoose,
}: {
  dataset: Pick<Dataset, 'id' | 'children'> | null;
  onClose: () => void;
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  // Until the descendants are known, nothing is offered: a descendant chosen meanwhile would be refused.
  const excluded = useQuery({
    ...excludedParentsQuery(client, dataset ?? { id: 0, children: [] }),
    enabled: dataset !== null,
  });
  const search = useSearchFlow((text) => datasetsQuery({ search: text, page: 1 }));
  const results = useQuery({
    ...datasetsQuery({ search: search.shownText || undefined, page: 1 }),
    placeholderData: keepPreviousData,
  });
  const candidates =
    dataset === null || excluded.data
      ? parentCandidates(results.data?.results ?? [], excluded.data ?? none)
      : [];
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
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className="w-full rounded px-3 py-2 text-left text-slate-900 hover:bg-blue-50"
                  onClick={() => onChoose(candidate.id)}
                >
                  {candidate.display_name}
                  <span className="block text-sm text-slate-700">{candidate.usergroup_display_name}</span>
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
