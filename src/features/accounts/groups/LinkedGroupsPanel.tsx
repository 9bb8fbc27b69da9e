import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  addUserGroupParentMutation,
  removeUserGroupParentMutation,
  type UserGroupSummary,
  type UserGroupType,
  userGroupChildrenQuery,
  userGroupParentsQuery,
  userGroupsQuery,
} from '../../../api/usergroups';
import { useSession } from '../../../auth/useSession';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/fields/SelectField';
import { fieldMessages } from '../../../ui/messages';
import { Panel } from '../../../ui/Panel';
import { type Column, Table } from '../../../ui/Table';
import { UserGroupLink } from '../shared/UserGroupLink';
import { userGroupTypeMessages } from '../shared/userGroupTypes';
import { administeredGroupIds, groupRightsOf } from './groupRights';

type LinkedGroupsPanelProps = {
  group: { id: number; display_name: string };
  /** Parents: the groups this one belongs to (an organisation's spheres); children: its members groups. */
  direction: 'parents' | 'children';
  title: string;
  /** The kinds of group that may be linked. */
  candidateTypes: readonly UserGroupType[];
  /** Names the choice of a group to link. */
  addLabel: string;
  /** The button that makes the link, e.g. 'Add to the sphere'. */
  addButton: string;
  emptyMessage: string;
};

/** The contract's largest page: every candidate group is offered in one choice. */
const ALL_GROUPS = 1000;

/**
 * The parents or the children of a group, linked and unlinked here. The server lets who administers
 * both ends make or undo a link (role 2 in both, or a superuser; audit L3): only those links are offered.
 */
export function LinkedGroupsPanel({
  group,
  direction,
  title,
  candidateTypes,
  addLabel,
  addButton,
  emptyMessage,
}: LinkedGroupsPanelProps) {
  const { t, i18n } = useLingui();
  const user = useSession().userData;
  const superuser = user?.is_superuser ?? false;
  const administered = administeredGroupIds(user);
  const administers = (groupId: number) => groupRightsOf(user, groupId).administers;
  const mayLink = (ends: { parent: { id: number }; child: { id: number } }) =>
    administers(ends.parent.id) && administers(ends.child.id);
  const { confirm } = useGlobalModals();
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const parents = useQuery({ ...userGroupParentsQuery(group.id), enabled: direction === 'parents' });
  const children = useQuery({ ...userGroupChildrenQuery(group.id), enabled: direction === 'children' });
  const linked = direction === 'parents' ? parents : children;
  // This group is one end of every link shown: who does not administer it links nothing here.
  const mayAdd = administers(group.id);
  const candidates = useQuery({
    ...userGroupsQuery({ pageSize: ALL_GROUPS, ordering: 'display_name', types: candidateTypes }),
    enabled: mayAdd,
    staleTime: 60_000,
  });
  const meta = { errorsShownByScreen: true };
  const add = useMutation(addUserGroupParentMutation());
  const removal = useMutation({ ...removeUserGroupParentMutation(), meta });

  // An organisation's parents may be groups too: its 'Spheres' shows its spheres only.
  const rows = (linked.data ?? []).filter((row) => candidateTypes.includes(row.usergroup_type));
  const linkedIds = new Set(rows.map((row) => row.id));
  const options = (candidates.data?.results ?? [])
    .filter((candidate) => candidate.id !== group.id && !linkedIds.has(candidate.id))
    .filter((candidate) => superuser || administered.includes(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: candidate.display_name }));

  // An account administrator who administers none of the candidates is offered no empty choice.
  const offersAdding = mayAdd && (superuser || options.length > 0);

  // A link always goes from a child to its parent.
  const ends = (other: { id: number; display_name: string }) =>
    direction === 'parents' ? { child: group, parent: other } : { child: other, parent: group };

  function link() {
    setSubmitted(true);
    const other = candidates.data?.results.find((candidate) => candidate.id === chosen);
    if (!other) return;
    const { child, parent } = ends(other);
    const childName = child.display_name;
    const parentName = parent.display_name;
    add.mutate(
      { id: child.id, parentId: parent.id },
      {
        onSuccess: () => {
          notify('success', [t`${childName} now belongs to ${parentName}`]);
          setChosen(null);
          setSubmitted(false);
        },
      },
    );
  }

  function unlink(other: UserGroupSummary) {
    const { child, parent } = ends(other);
    const childName = child.display_name;
    const parentName = parent.display_name;
    confirm({
      title: msg`Remove the link`,
      content: msg`${childName} will no longer belong to ${parentName}.`,
      run: async () => {
        await removal.mutateAsync({ id: child.id, parentId: parent.id });
        notify('success', [t`${childName} no longer belongs to ${parentName}`]);
      },
    });
  }

  const columns: Column<UserGroupSummary>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (row) => <UserGroupLink group={row} locale={i18n.locale} />,
    },
    { id: 'type', header: t`Type`, cell: (row) => i18n._(userGroupTypeMessages[row.usergroup_type]) },
    {
      id: 'actions',
      header: t`Actions`,
      headerHidden: true,
      cell: (row) => {
        const name = row.display_name;
        return mayLink(ends(row)) ? (
          <Button variant="danger" className="px-2 py-1 text-sm" onClick={() => unlink(row)}>
            {t`Remove`}
            <span className="sr-only"> {name}</span>
          </Button>
        ) : null;
      },
    },
  ];

  return (
    <Panel title={title}>
      <Table
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={linked.isPending}
        error={linked.isError}
        onRetry={() => void linked.refetch()}
        emptyMessage={emptyMessage}
      />
      {offersAdding ? (
        <form
          noValidate
          className="mt-4 flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            link();
          }}
        >
          <div className="min-w-64 flex-1">
            <SelectField
              id={selectId}
              label={addLabel}
              required
              options={options}
              value={chosen}
              onChange={setChosen}
              errors={submitted && chosen === null ? [i18n._(fieldMessages.required)] : undefined}
            />
          </div>
          <Button type="submit" className="sm:mt-6" loading={add.isPending}>
            {addButton}
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
