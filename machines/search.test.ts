import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import searchMachine from './search.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { createFakeActors } from './testing/fakeActors.ts';
import { searchModel } from './testing/models/search.model.ts';

describeMachineModel(searchModel);

describe('search machine, cancellation', () => {
  const start = () => {
    const fakes = createFakeActors(['runSearch']);
    const clock = new SimulatedClock();
    const reloads: string[] = [];
    const actor = createActor(
      searchMachine.provide({
        actors: fakes.logic,
        actions: { reloadFullList: () => reloads.push('reload') },
      }),
      { clock },
    ).start();
    const search = (text: string) => {
      actor.send({ type: 'search.changed', text });
      clock.increment(300);
    };
    return { fakes, actor, search, reloads };
  };

  it('aborts the earlier request, and its late failure is not an error', async () => {
    const { fakes, actor, search } = start();
    search('eau');
    search('forêt');
    const [first, second] = fakes.calls;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.input).toEqual({ text: 'forêt' });
    first?.reject(new DOMException('The operation was aborted.', 'AbortError'));
    second?.resolve([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ filtering: 'searched' });
    expect(actor.getSnapshot().context).toEqual({ text: 'forêt', shownText: 'forêt', error: null });
  });

  it('an emptied search box aborts the running search and reloads the full list', () => {
    const { fakes, actor, search, reloads } = start();
    search('eau');
    actor.send({ type: 'search.changed', text: '' });
    expect(fakes.calls[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('showingFullList');
    expect(reloads).toEqual(['reload']);
  });

  it('waits for typing to pause before searching', () => {
    const { fakes, actor } = start();
    actor.send({ type: 'search.changed', text: 'e' });
    actor.send({ type: 'search.changed', text: 'ea' });
    actor.send({ type: 'search.changed', text: 'eau' });
    expect(fakes.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ filtering: 'debouncing' });
  });
});
