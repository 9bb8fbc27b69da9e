import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../ui/Page';
import { GroupForm } from './GroupForm';
import { newGroupFormValues } from './groupForm';
import { type GroupKind, groupKinds } from './groupKinds';
import { useGroupStatusOptions } from './useGroupFormContext';
import { useGroupRights } from './useGroupRights';
import { useGroupSave } from './useGroupSave';

/** Creating a user group or a sphere; once created, the person lands on its page (members, contacts, links). */
export function GroupCreate({ kind }: { kind: GroupKind }) {
  const { i18n } = useLingui();
  const definition = groupKinds[kind];
  const { superuser } = useGroupRights(null);
  const statusOptions = useGroupStatusOptions();
  const { create } = useGroupSave(kind);
  return (
    <Page title={i18n._(definition.newTitle)}>
      <GroupForm
        idPrefix={kind}
        initialValues={newGroupFormValues}
        statusOptions={statusOptions}
        canChangeStatus={superuser}
        submitLabel={i18n._(definition.createButton)}
        onSubmit={(values) => create(values, superuser)}
      />
    </Page>
  );
}
