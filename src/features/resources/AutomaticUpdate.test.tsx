import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { AutomaticUpdate } from './AutomaticUpdate';

afterEach(() => setApiClient());

const resource = {
  id: 40,
  display_name: 'Arrêts',
  scheduler_frequency: null,
  update_scenario: null,
  scenario_execution_frequency_id: null,
};

function server(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  fakeApi(
    routes({
      'GET /dataset/schedulers/': { body: [{ id: 1, label: 'Daily' }] },
      'GET /resource/href/7/_scenarios/': {
        body: [{ id: 9, codename: 'update-href', action: 'update' }],
      },
      'POST /resource/scenario-execution-frequency/': (_request, body) => {
        sent.push(body);
        return answer;
      },
    }),
  );
  return sent;
}

describe('AutomaticUpdate on the form kit', () => {
  it('asks for both choices before sending anything', async () => {
    const sent = server({ status: 201, body: {} });
    const { user } = await renderPanel(
      <AutomaticUpdate resource={resource} kind="href" kindId={7} disabled={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save the automatic update' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Scheduler frequency: This field is required', 'Update scenario: This field is required']);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the scenario on its field, under 'Error'", async () => {
    const sent = server({
      status: 400,
      body: { scenario_id: ['This scenario does not update the resource.'] },
    });
    const { user } = await renderPanel(
      <AutomaticUpdate resource={resource} kind="href" kindId={7} disabled={false} />,
    );
    await screen.findByRole('option', { name: 'Daily' });
    await screen.findByRole('option', { name: 'update-href' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Scheduler frequency/ }), 'Daily');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Update scenario/ }), 'update-href');
    await user.click(screen.getByRole('button', { name: 'Save the automatic update' }));
    const summary = await screen.findByRole('alert', { name: 'Error' });
    expect(
      within(summary).getByRole('link', {
        name: 'Update scenario: This scenario does not update the resource.',
      }),
    ).toBeTruthy();
    expect(sent).toEqual([{ resource_id: 40, scheduler: 1, scenario_id: 9 }]);
  });

  it('only shows the automatic update of a resource the person may not change', async () => {
    server({ status: 201, body: {} });
    await renderPanel(
      <AutomaticUpdate resource={resource} kind="href" kindId={7} disabled={false} readOnly />,
    );
    expect(screen.getByRole('combobox', { name: /^Scheduler frequency/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save the automatic update' })).toBeNull();
  });
});
