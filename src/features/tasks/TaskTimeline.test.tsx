import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { TaskMessages } from './TaskMessages';
import { TaskTimeline } from './TaskTimeline';

describe('TaskTimeline', () => {
  it('lists the steps oldest first with their messages', () => {
    renderWithI18n(
      <TaskTimeline
        entries={[
          { date: '2026-03-05T14:30:06Z', step: 'done', message: 'Layer created.' },
          { date: '2026-03-05T14:30:00Z', step: 'queued', message: 'Task queued.' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('queuedTask queued.'),
      expect.stringContaining('doneLayer created.'),
    ]);
    expect(steps[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05T14:30:00Z');
  });

  it('names each step in words with its code on demand, and an unknown step by its code', () => {
    renderWithI18n(
      <TaskTimeline
        entries={[
          { date: '2026-03-05T14:30:00Z', step: 'read', message: 'File read.' },
          { date: '2026-03-05T14:30:02Z', step: 'vendor-step', message: 'Something else.' },
        ]}
      />,
    );
    expect(screen.getByText('Reading the data', { ignore: '.sr-only' })).toBeTruthy();
    const code = screen.getByText('read');
    expect(code.closest('[data-support-code]')?.querySelector('summary')?.textContent).toBe(
      'code Reading the data',
    );
    expect(screen.getByText('vendor-step').closest('[data-support-code]')).toBeNull();
  });

  it('says when no step is recorded', () => {
    renderWithI18n(<TaskTimeline entries={[]} />);
    expect(screen.getByText('No step recorded yet.')).toBeTruthy();
  });
});

describe('TaskMessages', () => {
  it('lists the messages or says there are none', () => {
    renderWithI18n(
      <>
        <TaskMessages title="Errors" messages={['Bad file.']} emptyText="No errors." tone="error" />
        <TaskMessages title="Warnings" messages={[]} emptyText="No warnings." tone="warning" />
      </>,
    );
    expect(
      within(screen.getByRole('region', { name: 'Errors' })).getByRole('listitem').textContent,
    ).toContain('Bad file.');
    expect(within(screen.getByRole('region', { name: 'Warnings' })).getByText('No warnings.')).toBeTruthy();
  });
});
