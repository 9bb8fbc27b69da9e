import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import { provideStyleSaveMachine } from '../../flows/styleSave';
import { inspect } from '../../lib/inspection/inspect';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { parseConfig, type StyleFormValues } from './styleFormSchema';
import { styleSaveFailure } from './styleMessages';

/**
 * One style editor's saves through the style machine (create once, config, create or update scenario
 * with the SLD). Resolves each save with the server's field messages when it refused the values.
 */
export function useStyleSave({ layerId, styleId }: { layerId: number; styleId: number | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => provideStyleSaveMachine(queryClient), [queryClient]);
  const actor = useActorRef(machine, { input: { layerId, styleId }, inspect });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const savedStyleId = useSelector(actor, (snapshot) => snapshot.context.styleId);

  async function save(values: StyleFormValues): Promise<{ saved: boolean; fieldErrors: ServerFieldErrors }> {
    const name = values.name.trim();
    actor.send({
      type: 'style.submitted',
      name,
      config: parseConfig(values.config) ?? {},
      sld: values.sld.trim(),
    });
    const end = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    if (end.matches({ editing: 'succeeded' })) {
      notify('success', [t`The style ${name} was saved; it is being applied to the layer.`]);
      return { saved: true, fieldErrors: {} };
    }
    const failure = end.context.error ? styleSaveFailure(i18n, end.context.error) : null;
    if (failure) notify('error', failure.lines, failure.title);
    return { saved: false, fieldErrors: failure?.fieldErrors ?? {} };
  }

  return { save, busy, savedStyleId };
}
