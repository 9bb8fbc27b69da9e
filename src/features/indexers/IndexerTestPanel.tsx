import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { IndexerTestError, TrialRecord } from '../../../machines/indexerTest.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { provideIndexerTestMachine } from '../../flows/indexerTest';
import { inspect } from '../../flows/inspection';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { SafeLink } from '../../ui/SafeLink';
import { Spinner } from '../../ui/Spinner';
import { indexerMessages } from './indexerMessages';

/**
 * The test button of an indexer, through the indexer test machine: a trial harvest of the remote
 * catalogue with the saved settings, whose records are listed (title, identifier, link built from the
 * URL pattern), or the error.
 */
export function IndexerTestPanel({ indexerId }: { indexerId: number }) {
  const { t } = useLingui();
  const machine = useMemo(() => provideIndexerTestMachine(), []);
  const actor = useActorRef(machine, { input: { indexerId }, inspect });
  const testing = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const records = useSelector(actor, (snapshot) => snapshot.context.records);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  return (
    <Panel
      title={t`Test`}
      actions={
        testing ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'test.cancelled' })}>
            {t`Cancel the test`}
          </Button>
        ) : null
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        {t`The test reads the first records of the remote catalogue with the saved settings, without harvesting them.`}
      </p>
      <Button loading={testing} onClick={() => actor.send({ type: 'test.requested' })}>
        {t`Test the indexer`}
      </Button>
      <div aria-live="polite" className="mt-3">
        {testing ? <Spinner label={t`Testing the remote catalogue…`} /> : null}
        {error ? <TestFailure error={error} /> : null}
        {records ? <TrialRecords records={records} /> : null}
      </div>
    </Panel>
  );
}

function TestFailure({ error }: { error: IndexerTestError }) {
  const { i18n } = useLingui();
  const details =
    error.code === 'testFailed'
      ? [error.err]
      : (apiErrorToast(apiErrorFromThrown(error.cause), i18n)?.lines ?? []);
  return (
    <div role="alert" className="rounded-md border border-red-700 p-3 text-sm text-red-700">
      <p className="font-medium">{i18n._(indexerMessages.testFailed)}</p>
      {details.map((line) => (
        <p key={line} className="mt-1 break-words">
          {line}
        </p>
      ))}
    </div>
  );
}

function TrialRecords({ records }: { records: readonly TrialRecord[] }) {
  const { t } = useLingui();
  const count = records.length;
  if (count === 0) return <p className="text-sm text-slate-900">{t`The test found no record.`}</p>;
  return (
    <section aria-label={t`Records found by the test`}>
      <p className="mb-2 text-sm font-medium text-slate-900">
        {count === 1 ? t`1 record found` : t`${count} records found`}
      </p>
      <ul className="flex flex-col gap-2">
        {records.map((record) => (
          <li key={record.identifier} className="rounded-md border border-slate-200 p-2 text-sm">
            <p className="font-medium text-slate-900">{record.title}</p>
            <p className="text-slate-700">
              {t`Identifier:`} <span className="font-mono">{record.identifier}</span>
            </p>
            <SafeLink
              href={record.url}
              newTab
              className="break-all text-blue-700 underline"
              fallback={record.url}
            >
              {record.url}
              <span className="sr-only"> {t`(opens in a new tab)`}</span>
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
