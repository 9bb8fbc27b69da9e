import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Dataset } from '../../../../api/datasets';
import { Panel } from '../../../../ui/Panel';

type Props = { dataset: Pick<Dataset, 'id' | 'display_name' | 'extras'>; canManageRights: boolean };

/** An extra's value as text: strings as they are, anything else (numbers, lists, objects) as JSON. */
export function extraText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What the dataset's detail holds beside its form (issue 27 §4): its free key-value metadata
 * (`extras`, written by harvesters and other clients) and, for who may manage them, the way to its
 * special permissions (section 2: the detail includes permissions).
 */
export function ExtrasPanel({ dataset, canManageRights }: Props) {
  const { t, i18n } = useLingui();
  const entries = Object.entries(dataset.extras ?? {});
  const name = dataset.display_name;
  return (
    <Panel
      title={t`Additional metadata and permissions`}
      actions={
        canManageRights ? (
          <Link
            to="/$locale/data/datasets/$id/permissions/"
            params={{ locale: i18n.locale, id: dataset.id }}
            className="rounded border border-slate-500 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100"
            // The name starts with the visible words (WCAG 2.5.3), then says whose.
            aria-label={t`Special permissions of ${name}`}
          >
            {t`Special permissions`}
          </Link>
        ) : undefined
      }
    >
      {entries.length === 0 ? (
        <p className="text-slate-900">{t`No additional metadata.`}</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {entries.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-900">{key}</dt>
              <dd className="break-words text-slate-800">{extraText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
