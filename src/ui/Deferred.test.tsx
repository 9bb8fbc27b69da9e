import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { buildAllDeferred, Deferred } from './Deferred';

/** Notes, when it is built, which of the other pieces are built already. */
function Piece({ name, log }: { name: string; log: string[][] }) {
  useEffect(() => {
    log.push([name, ...['A', 'B', 'C'].filter((other) => screen.queryByText(`built ${other}`))]);
  }, [name, log]);
  return <p>built {name}</p>;
}

const waitingFor = (name: string): ReactNode => <p>waiting {name}</p>;

describe('Deferred', () => {
  it('builds the pieces one at a time, in the order they mounted, the fallback holding each place', async () => {
    const log: string[][] = [];
    render(
      ['A', 'B', 'C'].map((name) => (
        <Deferred key={name} fallback={waitingFor(name)}>
          <Piece name={name} log={log} />
        </Deferred>
      )),
    );
    expect(screen.getAllByText(/^waiting/).map((p) => p.textContent)).toEqual([
      'waiting A',
      'waiting B',
      'waiting C',
    ]);
    await waitFor(() => expect(log).toHaveLength(3));
    // Each was built alone: when B was, A was already there and C not yet.
    expect(log).toEqual([
      ['A', 'A'],
      ['B', 'A', 'B'],
      ['C', 'A', 'B', 'C'],
    ]);
    expect(screen.queryByText(/^waiting/)).toBeNull();
  });

  it('builds every piece still waiting at once when asked, those inside others too', () => {
    const log: string[][] = [];
    render(
      <Deferred fallback={waitingFor('A')}>
        <Piece name="A" log={log} />
        <Deferred fallback={waitingFor('B')}>
          <Piece name="B" log={log} />
        </Deferred>
      </Deferred>,
    );
    expect(screen.getByText('waiting A')).toBeTruthy();
    act(() => buildAllDeferred());
    expect(screen.getByText('built A')).toBeTruthy();
    expect(screen.getByText('built B')).toBeTruthy();
  });

  it('lets the next pieces come when one waiting leaves the page', async () => {
    const log: string[][] = [];
    const { rerender } = render(
      <>
        <Deferred key="A">
          <Piece name="A" log={log} />
        </Deferred>
        <Deferred key="B">
          <Piece name="B" log={log} />
        </Deferred>
      </>,
    );
    rerender(
      <Deferred key="B">
        <Piece name="B" log={log} />
      </Deferred>,
    );
    await screen.findByText('built B');
    expect(screen.queryByText('built A')).toBeNull();
  });
});
