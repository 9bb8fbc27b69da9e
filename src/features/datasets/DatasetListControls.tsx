import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { hasExtension } from '../../config/currentConfig';
import type { FilterDefinition, FilterValues } from '../../ui/FilterBar';
import { FilterFold } from '../../ui/list/FilterFold';
import { fixLabels } from '../quality/qualityLabels';
import { type DatasetListSearch, datasetListChoiceQueries, datasetOrderings } from './datasetListSearch';
import { sortLabels } from './sortOptions';

const idFilterKeys = ['organisation', 'record_type', 'category', 'topic', 'kind', 'license'] as const;
type IdFilterKey = (typeof idFilterKeys)[number];

type Props = {
  search: DatasetListSearch;
  onChange: (next: Partial<DatasetListSearch>) => void;
};

const asOptions = (items: ReadonlyArray<{ id: number; label: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.label }));

/** Sort and filters of the dataset list, folded, read from and written to the URL state. */
export function DatasetListControls({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const sortId = useId();
  const locale = i18n.locale;
  const choices = datasetListChoiceQueries(locale);
  const groups = useQuery(choices.groups);
  const recordTypes = useQuery(choices.recordTypes);
  const categories = useQuery(choices.categories);
  const topics = useQuery(choices.topics);
  const kinds = useQuery(choices.kinds);
  const licenses = useQuery(choices.licenses);

  const filters: FilterDefinition[] = [
    {
      key: 'organisation',
      label: t`Organisation`,
      multiple: true,
      options: (groups.data?.results ?? []).map((group) => ({
        value: String(group.id),
        label: group.display_name,
      })),
    },
    { key: 'record_type', label: t`Record type`, multiple: true, options: asOptions(recordTypes.data) },
    {
      key: 'publication',
      label: t`Publication state`,
      allLabel: t`All`,
      options: [
        { value: 'published', label: t`Published` },
        { value: 'unpublished', label: t`Unpublished` },
      ],
    },
    { key: 'category', label: t`Category`, multiple: true, options: asOptions(categories.data) },
    { key: 'topic', label: t`Topic`, multiple: true, options: asOptions(topics.data) },
    { key: 'kind', label: t`Kind`, multiple: true, options: asOptions(kinds.data) },
    { key: 'license', label: t`Licence`, multiple: true, options: asOptions(licenses.data) },
    // The metadata quality summaries open the list on one fix (issue 51): its chip says so and removes it.
    ...(hasExtension('metadataQuality')
      ? [
          {
            key: 'quality_fix',
            label: t`Metadata quality to improve`,
            allLabel: t`All`,
            options: Object.entries(fixLabels).map(([id, label]) => ({ value: id, label: i18n._(label) })),
          },
        ]
      : []),
  ];

  const values: FilterValues = {
    ...Object.fromEntries(idFilterKeys.map((key) => [key, (search[key] ?? []).map(String)])),
    publication: search.publication ? [search.publication] : [],
    quality_fix: search.quality_fix ? [search.quality_fix] : [],
  };

  function changeFilters(next: FilterValues) {
    const ids = (key: IdFilterKey) => {
      const chosen = (next[key] ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
      return chosen.length > 0 ? chosen : undefined;
    };
    const publication = next.publication?.[0];
    onChange({
      ...Object.fromEntries(idFilterKeys.map((key) => [key, ids(key)])),
      publication: publication === 'published' || publication === 'unpublished' ? publication : undefined,
      quality_fix: next.quality_fix?.[0] || undefined,
    });
  }

  // The sort select folds with the filters: the column headers sort too, and the first rows must stay
  // in the first screen (audit U1).
  return (
    <FilterFold filters={filters} values={values} onChange={changeFilters} legend={t`Filters`}>
      <div className="mb-3 flex flex-col gap-1 sm:max-w-sm">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
          {t`Sort by`}
        </label>
        <select
          id={sortId}
          value={search.ordering ?? '-last_modified'}
          onChange={(event) => {
            const ordering = datasetOrderings.find((option) => option === event.target.value);
            onChange({ ordering: ordering === '-last_modified' ? undefined : ordering });
          }}
          className="rounded border border-slate-500 bg-white px-3 py-2 text-slate-900"
        >
          {datasetOrderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {i18n._(sortLabels[ordering])}
            </option>
          ))}
        </select>
      </div>
    </FilterFold>
  );
}
