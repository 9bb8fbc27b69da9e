import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrialSuccess } from '../../../../machines/indexerTest.machine';
import { TrialRecordItem } from './TrialRecordItem';
import { WarningList } from './WarningList';

/**
 * A successful trial as a diff against the catalogue (issue 45): the records read, each with what a
 * harvest would do; the warnings about the whole read; the datasets no longer found remotely, which
 * a harvest keeps. Headings and lists let a screen reader move from record to record.
 */
export function TrialDiff({ trial }: { trial: TrialSuccess }) {
  const { t, i18n } = useLingui();
  const count = trial.results.length;
  const notFound = trial.not_found ?? [];
  return (
    <div className="mt-3 flex flex-col gap-4">
      <WarningList warnings={trial.warnings ?? []} heading={t`Warnings about the whole read`} level="h3" />
      {count > 0 ? (
        <section aria-label={t`Records found by the test`}>
          <h3 className="mb-2 text-sm font-medium text-slate-900">
            {count === 1 ? t`1 record found` : t`${count} records found`}
          </h3>
          <ul className="flex flex-col gap-2">
            {trial.results.map((record) => (
              <TrialRecordItem key={record.identifier} record={record} />
            ))}
          </ul>
        </section>
      ) : null}
      {notFound.length > 0 ? (
        <section aria-label={t`Datasets no longer found in the catalogue`}>
          <h3 className="text-sm font-medium text-slate-900">{t`Datasets no longer found in the catalogue`}</h3>
          <p className="text-sm text-slate-700">{t`A harvest keeps them as they are.`}</p>
          <ul className="ml-5 list-disc text-sm">
            {notFound.map((dataset) => (
              <li key={dataset.id} className="break-words">
                <Link
                  to="/$locale/data/datasets/$id/"
                  params={{ locale: i18n.locale, id: dataset.id }}
                  className="text-blue-700 underline"
                >
                  {dataset.display_name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
