import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { IndexerTestError } from '../../../machines/indexerTest.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { provideIndexerTestMachine } from '../../flows/indexerTrial';
import { inspect } from '../../lib/inspection/inspect';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { indexerMessages } from './indexerMessages';
import { TrialDiff } from './trial/TrialDiff';
import { trialSummaryText } from './trial/trialSummary';

/**
 * The test button of an indexer, through the indexer test machine: a trial harvest of the remote
 * catalogue with the saved settings, shown as a diff against the catalogue (what a harvest would
 * create, update or leave, issue 45), or the error. The live region says the outcome in one sentence;
 * the diff below it is read at the person's pace.
 */
export function IndexerTestPanel({ indexerId }: { indexerId: number }) {
  const { t, i18n } = useLingui();
  const machine = useMemo(() => provideIndexerTestMachine(), []);
  const actor = useActorRef(machine, { input: { indexerId }, inspect });
  const testing = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const trial = useSelector(actor, (snapshot) => snapshot.context.trial);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const testButton = useRef<HTMLButtonElement>(null);
  // The cancel button goes when the test ends: focus held there returns to the test button, not to
  // the top of the page.
  const cancelFocused = useRef(false);
  useEffect(() => {
    if (testing || !cancelFocused.current) return;
    cancelFocused.current = false;
    testButton.current?.focus();
  }, [testing]);

  return (
    <Panel
      title={t`Test`}
      actions={
        testing ? (
          <Button
            variant="secondary"
            onFocus={() => {
              cancelFocused.current = true;
            }}
            onBlur={() => {
              cancelFocused.current = false;
            }}
            onClick={() => actor.send({ type: 'test.cancelled' })}
          >
            {t`Cancel the test`}
          </Button>
        ) : null
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        {t`The test reads the first records of the remote catalogue with the saved settings, without harvesting them.`}
      </p>
      <Button ref={testButton} loading={testing} onClick={() => actor.send({ type: 'test.requested' })}>
        {t`Test the indexer`}
      </Button>
      <div aria-live="polite" className="mt-3">
        {testing ? <Spinner label={t`Testing the remote catalogue…`} /> : null}
        {error ? <TestFailure error={error} /> : null}
        {trial ? <p className="text-sm font-medium text-slate-900">{trialSummaryText(i18n, trial)}</p> : null}
      </div>
      {trial ? <TrialDiff trial={trial} /> : null}
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
