import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  decideFtpAccessMutation,
  type FtpAccessRequest,
  ftpAccessRequestsQuery,
} from '../../../api/ftpAccess';
import { formatDateTime } from '../../../lib/formatDate';
import { notify } from '../../../notifications/notificationStore';
import { Button } from '../../../ui/Button';
import { mergeFieldErrors } from '../../../ui/fields/fieldErrors';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { formErrorsOrToast } from '../shared/apiFailure';

type Props = {
  organisation: { id: number; display_name: string };
  /** Only a superuser accepts or refuses (decision 0032); the organisation's managers see the requests. */
  superuser: boolean;
};

/** The organisation's sFTP access requests, newest first, with Accept / Refuse on a pending one. */
export function FtpAccessPanel({ organisation, superuser }: Props) {
  const { t } = useLingui();
  const requests = useQuery(ftpAccessRequestsQuery(organisation.id));
  const list = requests.data ?? [];
  const granted = list.some((request) => request.status === 'granted');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800" data-testid="ftp-access-summary">
        {granted
          ? t`The sFTP space of the organisation is open.`
          : t`The sFTP space of the organisation is closed until a superuser accepts a request.`}
      </p>
      {requests.isPending ? <p className="text-sm">{t`Loading the sFTP access requests…`}</p> : null}
      {requests.isError ? (
        <p className="text-sm">{t`The sFTP access requests could not be loaded.`}</p>
      ) : null}
      {requests.isSuccess && list.length === 0 ? (
        <p className="text-sm">{t`No sFTP access was requested for this organisation.`}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.map((request) => (
            <li key={request.id} className="rounded border border-slate-200 p-3">
              <RequestEntry request={request} organisation={organisation} superuser={superuser} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RequestEntry({
  request,
  organisation,
  superuser,
}: {
  request: FtpAccessRequest;
  organisation: Props['organisation'];
  superuser: boolean;
}) {
  const { t, i18n } = useLingui();
  const decide = useMutation({ ...decideFtpAccessMutation(), meta: { errorsShownByScreen: true } });
  const [refusing, setRefusing] = useState(false);
  const [draftReason, setDraftReason] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const asked = formatDateTime(request.date, i18n.locale);
  const decided = request.decided_at ? formatDateTime(request.decided_at, i18n.locale) : '';
  const name = organisation.display_name;
  const message = request.message;
  const reason = request.reason;
  const status =
    request.status === 'pending'
      ? t`Waiting for a superuser’s answer`
      : request.status === 'granted'
        ? t`Accepted on ${decided}`
        : t`Refused on ${decided}`;

  async function send(decision: { accept: true } | { accept: false; reason: string | null }) {
    try {
      await decide.mutateAsync({ id: request.id, ...decision });
      setRefusing(false);
      setErrors([]);
      notify('success', [
        decision.accept
          ? t`The sFTP access of ${name} was granted`
          : t`The sFTP access request of ${name} was refused`,
      ]);
    } catch (thrown) {
      const fieldErrors = formErrorsOrToast(thrown, i18n);
      setErrors(Object.values(mergeFieldErrors(fieldErrors ?? undefined)).flat());
    }
  }

  return (
    <div
      className="flex flex-col gap-2 text-sm"
      data-testid="ftp-access-request"
      data-status={request.status}
    >
      <div className="font-medium text-slate-900">{t`Request of ${asked}`}</div>
      <div>{status}</div>
      {message ? <div>{t`Message: ${message}`}</div> : null}
      {reason ? <div>{t`Reason for the refusal: ${reason}`}</div> : null}
      {errors.length > 0 ? (
        <ul role="alert" className="text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {superuser && request.status === 'pending' && !refusing ? (
        <div className="flex flex-wrap gap-2">
          <Button loading={decide.isPending} onClick={() => void send({ accept: true })}>
            {t`Accept the request`}
          </Button>
          <Button variant="secondary" onClick={() => setRefusing(true)}>
            {t`Refuse the request…`}
          </Button>
        </div>
      ) : null}
      {superuser && request.status === 'pending' && refusing ? (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send({ accept: false, reason: draftReason.trim() || null });
          }}
        >
          <TextAreaField
            id={`ftp-refusal-${request.id}`}
            label={t`Reason for the refusal`}
            help={t`Optional; shown to those who asked.`}
            rows={2}
            maxLength={1000}
            value={draftReason}
            onChange={setDraftReason}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={decide.isPending}>
              {t`Refuse the request`}
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(false)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
