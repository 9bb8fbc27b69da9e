import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type Dataset, datasetQuery } from '../../../../api/datasets';
import { Panel } from '../../../../ui/Panel';

const linkClass = 'font-medium text-blue-700 underline';

/** The parent dataset and the children, each a link to its detail screen. */
export function RelatedDatasetsPanel({ dataset }: { dataset: Pick<Dataset, 'parent' | 'children'> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <Panel title={t`Parent and children datasets`}>
      <h3 className="font-medium text-slate-900">{t`Parent dataset`}</h3>
      <p className="mt-1 mb-4 text-slate-900">
        {dataset.parent === null ? t`No parent dataset.` : <ParentLink id={dataset.parent} />}
      </p>
      <h3 className="font-medium text-slate-900">{t`Children datasets`}</h3>
      {dataset.children.length === 0 ? (
        <p className="mt-1 text-slate-900">{t`No child dataset.`}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {dataset.children.map((child) => (
            <li key={child.id}>
              <Link to="/$locale/data/datasets/$id/" params={{ locale, id: child.id }} className={linkClass}>
                {child.display_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The dataset only holds its parent's id: the name comes from the parent itself. */
function ParentLink({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const parent = useQuery(datasetQuery(id));
  return (
    <Link to="/$locale/data/datasets/$id/" params={{ locale: i18n.locale, id }} className={linkClass}>
      {parent.data?.display_name ?? t`Dataset ${id}`}
    </Link>
  );
}
