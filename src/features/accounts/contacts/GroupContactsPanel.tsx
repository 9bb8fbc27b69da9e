import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Contact, contactQuery, contactsQuery } from '../../../api/contacts';
import { contactRolesQuery } from '../../../api/referenceLists';
import { ContactForm } from '../../../domain/contacts/ContactForm';
import { contactFormValues } from '../../../domain/contacts/contactSchema';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/FormDialog';
import { useDraftToReopen } from '../../../ui/form/drafts/useDraftToReopen';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { Pagination } from '../../../ui/Pagination';
import { Panel } from '../../../ui/Panel';
import { SafeLink } from '../../../ui/SafeLink';
import { type Column, Table } from '../../../ui/Table';
import { referenceLabel } from '../shared/referenceLabel';
import { useGroupContactActions } from './useGroupContactActions';

type Props = {
  group: { id: number; display_name: string };
  /** A role in the group (or a superuser): creates, changes and deletes its contacts. */
  canManage: boolean;
};

type Dialog = { kind: 'add' } | { kind: 'edit'; contact: Contact } | null;

/** The draft names of the panel's contact form: this, then `new` or the contact's id. */
const CONTACT_DRAFT = 'contact-group-contact-';

/** The contacts of an organisation, a group or a sphere, made and changed with the one contact form. */
export function GroupContactsPanel({ group, canManage }: Props) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  // The form left with a draft when the session ended opens again, with it.
  const reopen = useDraftToReopen(CONTACT_DRAFT);
  const reopenId = reopen !== null && reopen !== 'new' ? Number(reopen) : null;
  const [dialog, setDialog] = useState<Dialog>(() => (reopen === 'new' ? { kind: 'add' } : null));
  const contacts = useQuery({
    ...contactsQuery({ usergroupId: group.id, page, ordering: 'name' }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const [reopenPending, setReopenPending] = useState(reopenId !== null);
  const reopened = useQuery({ ...contactQuery(reopenId ?? 0), enabled: reopenPending });
  useEffect(() => {
    if (!reopenPending || reopened.isPending) return;
    if (reopened.data) setDialog({ kind: 'edit', contact: reopened.data });
    setReopenPending(false);
  }, [reopenPending, reopened.isPending, reopened.data]);
  const roles = useQuery(contactRolesQuery(i18n.locale));
  const actions = useGroupContactActions();
  const close = () => setDialog(null);
  const groupName = group.display_name;
  const usergroups = [group];

  const columns: Column<Contact>[] = [
    { id: 'name', header: t`Name`, rowHeader: true, cell: (contact) => contact.name },
    {
      id: 'email',
      header: t`Email`,
      cell: (contact) => (
        <SafeLink href={`mailto:${contact.email}`} mailto className="text-blue-700 underline">
          {contact.email}
        </SafeLink>
      ),
    },
    { id: 'phone', header: t`Phone`, cell: (contact) => contact.phone ?? '' },
    { id: 'position', header: t`Position or service`, cell: (contact) => contact.position ?? '' },
    { id: 'role', header: t`Role`, cell: (contact) => referenceLabel(roles.data, contact.role) },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t`Actions`,
      headerHidden: true,
      cell: (contact) => {
        const name = contact.name;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-2 py-1 text-sm"
              aria-label={t`Edit the contact ${name}`}
              onClick={() => setDialog({ kind: 'edit', contact })}
            >
              {t`Edit`}
            </Button>
            <Button
              variant="danger"
              className="px-2 py-1 text-sm"
              aria-label={t`Delete the contact ${name}`}
              onClick={() => actions.remove(contact)}
            >
              {t`Delete`}
            </Button>
          </div>
        );
      },
    });
  }

  const editing = dialog?.kind === 'edit' ? dialog.contact : null;
  const name = editing?.name ?? '';

  return (
    <Panel
      title={t`Contacts`}
      actions={
        canManage ? <Button onClick={() => setDialog({ kind: 'add' })}>{t`Add a contact`}</Button> : null
      }
    >
      <Table
        caption={t`Contacts of ${groupName}`}
        captionHidden
        columns={columns}
        rows={contacts.data?.results ?? []}
        getRowId={(contact) => String(contact.id)}
        loading={contacts.isPending}
        error={contacts.isError}
        onRetry={() => void contacts.refetch()}
        emptyMessage={t`This group has no contact.`}
      />
      {contacts.data ? (
        <Pagination page={page} count={contacts.data.count} onPageChange={setPage} label={t`Contacts`} />
      ) : null}
      <FormDialog open={dialog?.kind === 'add'} title={t`Add a contact`} onClose={close}>
        {dialog?.kind === 'add' ? (
          <ContactForm
            idPrefix="group-new-contact"
            draftName={`${CONTACT_DRAFT}new`}
            usergroups={usergroups}
            initialValues={{ usergroup: group.id }}
            roles={roles.data ?? []}
            submitLabel={t`Create the contact`}
            onSubmit={async (input) => {
              const errors = await actions.create(input);
              if (errors === null) close();
              return errors;
            }}
            onCancel={close}
          />
        ) : null}
      </FormDialog>
      <FormDialog open={editing !== null} title={t`Edit the contact ${name}`} onClose={close}>
        {editing ? (
          <ContactForm
            idPrefix="group-edit-contact"
            draftName={`${CONTACT_DRAFT}${editing.id}`}
            usergroups={usergroups}
            initialValues={contactFormValues(editing)}
            roles={roles.data ?? []}
            submitLabel={t`Save`}
            onSubmit={async (input) => {
              const errors = await actions.edit(editing.id, input);
              if (errors === null) close();
              return errors;
            }}
            onCancel={close}
          />
        ) : null}
      </FormDialog>
    </Panel>
  );
}
