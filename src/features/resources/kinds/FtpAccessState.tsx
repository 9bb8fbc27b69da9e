import { useLingui } from '@lingui/react/macro';
import type { FtpAccessRequest } from '../../../api/ftpAccess';
import { formatDateTime } from '../../../lib/formatDate';

/**
 * What the resource dialog says of a closed sFTP space: the specification's sentence when nothing is
 * waiting (the save asks), the waiting request, or the refusal with its reason (the save asks again).
 */
export function FtpAccessState({ latest }: { latest: FtpAccessRequest | null }) {
  const { t, i18n } = useLingui();
  if (latest?.status === 'pending') {
    const date = formatDateTime(latest.date, i18n.locale);
    return (
      <div data-testid="ftp-access-state" data-status="pending">
        {t`The sFTP access of the organisation was requested on ${date}: the request waits for a superuser’s answer.`}
      </div>
    );
  }
  if (latest?.status === 'refused') {
    const date = formatDateTime(latest.decided_at ?? latest.date, i18n.locale);
    const reason = latest.reason;
    return (
      <div data-testid="ftp-access-state" data-status="refused">
        <div>
          {reason
            ? t`The sFTP access request was refused on ${date}. Reason: ${reason}`
            : t`The sFTP access request was refused on ${date}.`}
        </div>
        <div>{t`Saving the resource asks for the access again.`}</div>
      </div>
    );
  }
  return (
    <div data-testid="ftp-access-state" data-status="none">
      {t`The organisation has no sFTP access yet: it will be requested when the resource is saved.`}
    </div>
  );
}
