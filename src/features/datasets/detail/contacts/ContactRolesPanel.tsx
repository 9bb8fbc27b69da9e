import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contactsQuery } from '../../../../api/contacts';
import { type Dataset, type DatasetContactRole, datasetContactRolesQuery } from '../../../../api/datasets';
import { contactRolesQuery } from '../../../../api/referenceLists';
import { Button } from '../../../../ui/Button';
import { AUTO_RELOAD_MS } from '../../../../ui/list/autoReload';
import { Panel } from '../../../../ui/Panel';
import { SafeLink } from '../../../../ui/SafeLink';
import { type Column, Table } from '../../../../ui/Table';
import { AddContactDialog } from './AddContactDialog';
import { ChangeContactRoleDialog } from './ChangeContactRoleDialog';
import { EditContactDialog } from './EditContactDialog';
import { useContactRoleActions } from './useContactRoleActions';

/** The contract's largest page: an organisation's contacts are all offered in one list. */
const ALL_CONTACTS = 1000;

type Dialog = { kind: 'add' } | { kind: 'change' | 'edit'; attachment: DatasetContactRole } | null;

/**
 * The dataset's contacts with their roles: the table and, for who may change the dataset (`canManage`),
 * adding, changing and removing them.
 */
export function ContactRolesPanel({
  dataset,
  canManage,
}: {
  dataset: Pick<Dataset, 'id' | 'display_name' | 'usergroup' | 'usergroup_display_name'>;
  canManage: boolean;
}) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  const attachments = useQuery({ ...datasetContactRolesQuery(dataset.id), refetchInterval: AUTO_RELOAD_MS });
  const roles = useQuery(contactRolesQuery(i18n.locale));
  // The organisation's contacts are the choices of the dialogs: read only for who may open them.
  const contacts = useQuery({
    ...contactsQuery({ usergroupId: dataset.usergroup, pageSize: ALL_CONTACTS }),
    enabled: canManage,
  });
  const actions = useContactRoleActions(dataset);
  const roleLabel = (id: number) => roles.data?.find((role) => role.id === id)?.label ?? '';
  const close = () => setDialog(null);

  const columns: Column<DatasetContactRole>[] = [
    { id: 'name', header: t`Name`, rowHeader: true, cell: (row) => row.contact.name },
    {
      id: 'email',
      header: t`Email`,
      cell: (row) => (
        <SafeLink href={`mailto:${row.contact.email}`} mailto className="text-blue-700 underline">
          {row.contact.email}
        </SafeLink>
      ),
    },
    { id: 'phone', header: t`Phone`, cell: (row) => row.contact.phone ?? '' },
    { id: 'position', header: t`Position or service`, cell: (row) => row.contact.position ?? '' },
    { id: 'role', header: t`Role`, cell: (row) => roleLabel(row.role) },
  ];
  const actionsColumn: Column<DatasetContactRole> = {
    id: 'actions',
    header: t`Actions`,
    headerHidden: true,
    cell: (row) => {
      const name = row.contact.name;
      return (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            aria-label={t`Change the role of ${name}`}
            onClick={() => setDialog({ kind: 'change', attachment: row })}
          >
            {t`Change the role`}
          </Button>
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            aria-label={t`Edit the contact ${name}`}
            onClick={() => setDialog({ kind: 'edit', attachment: row })}
          >
            {t`Edit`}
          </Button>
          <Button
            variant="danger"
            className="px-2 py-1 text-sm"
            aria-label={t`Remove ${name} from the dataset`}
            onClick={() => actions.detach(row, roleLabel(row.role))}
          >
            {t`Remove`}
          </Button>
        </div>
      );
    },
  };
  if (canManage) columns.push(actionsColumn);

  return (
    // Its id is where the metadata quality's "add a contact" leads (DatasetQualityAside).
    <Panel
      id="dataset-contacts"
      title={t`Contacts`}
      actions={
        canManage ? <Button onClick={() => setDialog({ kind: 'add' })}>{t`Add a contact`}</Button> : undefined
      }
    >
      <Table
        caption={t`Contacts of the dataset and their roles`}
        captionHidden
        columns={columns}
        rows={attachments.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={attachments.isPending}
        error={attachments.isError}
        onRetry={() => void attachments.refetch()}
        emptyMessage={t`No contact is attached to this dataset.`}
      />
      <AddContactDialog
        open={dialog?.kind === 'add'}
        onClose={close}
        dataset={dataset}
        contacts={contacts.data?.results ?? []}
        contactsLoading={contacts.isPending}
        roles={roles.data ?? []}
        actions={actions}
      />
      <ChangeContactRoleDialog
        attachment={dialog?.kind === 'change' ? dialog.attachment : null}
        onClose={close}
        contacts={contacts.data?.results ?? []}
        roles={roles.data ?? []}
        actions={actions}
      />
      <EditContactDialog
        contact={dialog?.kind === 'edit' ? dialog.attachment.contact : null}
        onClose={close}
        dataset={dataset}
        roles={roles.data ?? []}
        actions={actions}
      />
    </Panel>
  );
}
