import { useLingui } from '@lingui/react/macro';
import type { UserGroup, UserGroupType } from '../../../api/usergroups';
import type { GroupKind } from './groupKinds';
import { LinkedGroupsPanel } from './LinkedGroupsPanel';

const ANY_GROUP: readonly UserGroupType[] = ['organisation', 'user-group', 'group-of-organisation'];

/**
 * The links of a group or a sphere. A sphere's children are its member organisations; a group's parents
 * and children may be of any kind.
 */
export function GroupLinks({
  kind,
  group,
}: {
  kind: GroupKind;
  group: Pick<UserGroup, 'id' | 'display_name'>;
}) {
  const { t } = useLingui();
  return (
    <>
      {kind === 'sphere' ? (
        <LinkedGroupsPanel
          group={group}
          direction="children"
          title={t`Member organisations`}
          candidateTypes={['organisation']}
          addLabel={t`Organisation to add`}
          addButton={t`Add the organisation`}
          emptyMessage={t`This sphere has no member organisation.`}
        />
      ) : null}
      <LinkedGroupsPanel
        group={group}
        direction="parents"
        title={t`Parent groups`}
        candidateTypes={ANY_GROUP}
        addLabel={t`Parent group to add`}
        addButton={t`Add the parent group`}
        emptyMessage={t`This group belongs to no other group.`}
      />
      {kind === 'group' ? (
        <LinkedGroupsPanel
          group={group}
          direction="children"
          title={t`Child groups`}
          candidateTypes={ANY_GROUP}
          addLabel={t`Child group to add`}
          addButton={t`Add the child group`}
          emptyMessage={t`No group belongs to this group.`}
        />
      ) : null}
    </>
  );
}
