import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PermissionImpact } from '../../flows/permissionsBulkAction';
import { accessLevelLabels, usergroupTypeLabels } from './permissionLabels';

type Group = PermissionImpact['groups'][number];
type Level = Group['to'];

/** A special level inside a sentence ("12 organisations lose download"). */
const levelInSentence: Record<Exclude<Level, 'none'>, MessageDescriptor> = {
  search: msg({ message: 'search', context: 'access level inside a sentence' }),
  consultation: msg({ message: 'consultation', context: 'access level inside a sentence' }),
  download: msg({ message: 'download', context: 'access level inside a sentence' }),
};

/** "12 organisations lose download (now consultation)": one group of the preview, as a sentence. */
function useGroupSentence() {
  const { t, i18n } = useLingui();
  return ({ type, from, to, effect, count }: Group): string => {
    const subject =
      type === 'organisation'
        ? t`${plural(count, { one: '# organisation', other: '# organisations' })}`
        : type === 'user-group'
          ? t`${plural(count, { one: '# user group', other: '# user groups' })}`
          : t`${plural(count, { one: '# sphere', other: '# spheres' })}`;
    const before = from === 'none' ? '' : i18n._(levelInSentence[from]);
    const after = to === 'none' ? '' : i18n._(levelInSentence[to]);
    let verb: string;
    if (effect === 'keep') {
      verb =
        to === 'none'
          ? t`${plural(count, { one: 'still has no special right', other: 'still have no special right' })}`
          : t`${plural(count, { one: `keeps ${after}`, other: `keep ${after}` })}`;
    } else if (effect === 'gain') {
      verb =
        from === 'none'
          ? t`${plural(count, { one: `gains ${after}`, other: `gain ${after}` })}`
          : t`${plural(count, { one: `gains ${after} (was ${before})`, other: `gain ${after} (was ${before})` })}`;
    } else {
      verb =
        to === 'none'
          ? t`${plural(count, { one: `loses ${before}`, other: `lose ${before}` })}`
          : t`${plural(count, { one: `loses ${before} (now ${after})`, other: `lose ${before} (now ${after})` })}`;
    }
    return t`${subject} ${verb}`;
  };
}

/**
 * What a bulk action would change, as the server's dry run computed it from the rows as they are:
 * one sentence per group (type, level before and after), then every row on demand.
 */
export function PermissionImpactSummary({ impact }: { impact: PermissionImpact }) {
  const { t, i18n } = useLingui();
  const sentence = useGroupSentence();
  const levelChange = (from: Level, to: Level) => {
    const levelBefore = i18n._(accessLevelLabels[from]);
    const levelAfter = i18n._(accessLevelLabels[to]);
    return t`${levelBefore} → ${levelAfter}`;
  };
  const count = impact.rows.length;
  return (
    <div className="mt-3 text-slate-800">
      {impact.changed === 0 ? <p className="font-medium">{t`Nothing changes:`}</p> : null}
      <ul aria-label={t`What this action changes`} className="mt-1 list-disc pl-5">
        {impact.groups.map((group) => (
          <li key={`${group.type}-${group.from}-${group.to}`}>{sentence(group)}</li>
        ))}
      </ul>
      <Disclosure>
        <DisclosureButton className="mt-2 text-sm font-medium text-blue-800 underline hover:text-blue-900">
          {t`${plural(count, { one: 'Show the row', other: 'Show the # rows' })}`}
        </DisclosureButton>
        <DisclosurePanel className="mt-2 max-h-60 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t`Rows of the action`}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-2">{t`Name`}</th>
                <th scope="col" className="pr-2">{t`Type`}</th>
                <th scope="col">{t`Access level`}</th>
              </tr>
            </thead>
            <tbody>
              {impact.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="pr-2 font-normal">
                    {row.name}
                  </th>
                  <td className="pr-2">{i18n._(usergroupTypeLabels[row.type])}</td>
                  <td>{levelChange(row.from, row.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
