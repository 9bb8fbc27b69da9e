import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { User } from '../../../api/users';
import { UserStatusLabel } from '../shared/StatusLabels';

/**
 * A user's account as text, for a person who may read it but not change it (the server's
 * `editable` is false): no control that the server would refuse, and the reason said above.
 */
export function UserDetails({ user }: { user: User }) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const rows: [string, ReactNode][] = [
    [t`Last name`, user.last_name],
    [t`First name`, user.first_name],
    [t`Email`, user.email],
    [t`Username`, user.username],
    [t`Phone`, user.phone ?? ''],
    [t`Additional ID`, user.additional_id ?? ''],
    [t`Status`, <UserStatusLabel key="status" status={user.status} />],
    [t`Reason for registration`, user.registration_reason ?? ''],
    [t`Receives email notifications`, yesNo(user.email_notification)],
    [t`Superuser`, yesNo(user.is_superuser)],
  ];
  return (
    <>
      <p role="note" className="mb-4 rounded border border-slate-300 bg-slate-50 p-3 text-slate-900">
        {t`This account also belongs to, or asked to join, an organisation or group you do not administer: only a superuser may change, deactivate or delete it. You can still manage its roles in your groups below.`}
      </p>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-800">{value === '' ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
