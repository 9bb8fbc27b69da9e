import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import confirmModalMachine from '../confirmModal.machine.ts';
import searchMachine from '../search.machine.ts';
import { stateDiagram } from './stateDiagram.ts';

describe('stateDiagram', () => {
  it('draws nested states, initial markers and every transition with its event, guard, delay and actor', () => {
    expect(stateDiagram(searchMachine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> showingFullList',
        '  showingFullList',
        '  state filtering {',
        '    [*] --> debouncing',
        '    debouncing',
        '    searching',
        '    searched',
        '    failed',
        '    debouncing --> searching : after searchDebounce',
        '    searching --> searched : runSearch done',
        '    searching --> failed : runSearch failed',
        '    failed --> searching : search.retried',
        '  }',
        '  showingFullList --> filtering : search.changed [hasText]',
        '  filtering --> debouncing : search.changed [hasText]',
        '  filtering --> showingFullList : search.changed',
        '',
      ].join('\n'),
    );
  });

  it('puts a box around a machine whose own transitions change state', () => {
    const diagram = stateDiagram(confirmModalMachine);
    expect(diagram).toContain('  [*] --> confirmModal\n  state confirmModal {\n    [*] --> closed\n');
    expect(diagram).toContain('\n  confirmModal --> closed : modal.closed\n');
  });

  it('marks final states, separates parallel regions and names keys used twice by their path', () => {
    const machine = createMachine({
      id: 'loader',
      initial: 'loading',
      states: {
        loading: {
          type: 'parallel',
          onDone: 'ready',
          states: {
            first: {
              initial: 'busy',
              states: { busy: { on: { 'first.loaded': 'done' } }, done: { type: 'final' } },
            },
            second: {
              initial: 'busy',
              states: { busy: { on: { 'second.loaded': 'done' } }, done: { type: 'final' } },
            },
          },
        },
        ready: { type: 'final' },
      },
    });
    expect(stateDiagram(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> loading',
        '  state loading {',
        '    state first {',
        '      [*] --> loading_first_busy',
        '      state "busy" as loading_first_busy',
        '      state "done" as loading_first_done',
        '      loading_first_done --> [*]',
        '      loading_first_busy --> loading_first_done : first.loaded',
        '    }',
        '    --',
        '    state second {',
        '      [*] --> loading_second_busy',
        '      state "busy" as loading_second_busy',
        '      state "done" as loading_second_done',
        '      loading_second_done --> [*]',
        '      loading_second_busy --> loading_second_done : second.loaded',
        '    }',
        '  }',
        '  ready',
        '  ready --> [*]',
        '  loading --> ready : all done',
        '',
      ].join('\n'),
    );
  });
});
