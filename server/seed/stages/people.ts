import { insertRows } from '../../db/bulk.ts';
import { CONTACTS, USERS } from '../demo/people.ts';
import { daysAgo, must, ref, type Seeding } from '../seedKit.ts';
import type { Organisations } from './organisations.ts';
import type { ReferenceData } from './referenceData.ts';

/** Accounts (one per role) with their memberships, and the organisations' contacts. */
export async function seedPeople(
  { tx, now, refs, group }: Seeding & ReferenceData & Organisations,
  passwords: Map<string, string>,
) {
  // Users and memberships
  const userRows = USERS.map((u) => [
    u.username,
    must(passwords.get(u.username), 'password'),
    u.first_name,
    u.last_name,
    u.email,
    u.status,
    u.registration_reason ?? null,
    u.is_superuser ?? false,
    daysAgo(u.daysAgo, now),
    u.terms === false || u.status !== 2 ? null : daysAgo(u.daysAgo - 0.01, now),
    u.status === 2 && u.terms !== false ? daysAgo(Math.min(u.daysAgo, 3), now) : null,
    u.username === 'admin' || u.username === 'gestionnaire',
  ]);
  const userIds = await insertRows(
    tx,
    'app_user',
    [
      'username',
      'password_hash',
      'first_name',
      'last_name',
      'email',
      'status',
      'registration_reason',
      'is_superuser',
      'date_joined',
      'terms_accepted_at',
      'last_login',
      'email_notification',
    ],
    userRows,
  );
  const userId = new Map(USERS.map((u, i) => [u.username, must(userIds[i], 'user').id]));
  const user = (name: string) => must(userId.get(name), `user '${name}'`);
  await insertRows(
    tx,
    'membership',
    ['usergroup_id', 'user_id', 'role', 'status', 'date_joined'],
    USERS.flatMap((u) =>
      (u.memberships ?? []).map(([key, role, status]) => [
        group(key),
        user(u.username),
        role,
        status,
        daysAgo(u.daysAgo, now),
      ]),
    ),
    '',
  );

  // Contacts
  const contactIds = await insertRows(
    tx,
    'contact',
    ['name', 'email', 'phone', 'position', 'usergroup_id', 'role'],
    CONTACTS.map((c) => [
      c.name,
      c.email,
      c.phone,
      c.position,
      group(c.group),
      ref(refs, 'contact_role', c.role),
    ]),
  );
  const contactsOf = (key: string) =>
    CONTACTS.map((c, i) => ({ ...c, id: must(contactIds[i], 'contact').id })).filter((c) => c.group === key);
  // Who published an organisation's datasets: its first active member with a role, else the superuser.
  const publisherOf = (owner: string): number => {
    const member = USERS.find((u) =>
      u.memberships?.some(([key, role, status]) => key === owner && role !== null && status === 2),
    );
    return member ? user(member.username) : user('admin');
  };
  return { user, contactsOf, publisherOf };
}

export type People = Awaited<ReturnType<typeof seedPeople>>;
