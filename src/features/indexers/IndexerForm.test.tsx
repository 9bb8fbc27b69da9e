import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { IndexerForm } from './IndexerForm';
import { emptyIndexerForm, type IndexerFormValues } from './indexerFormSchema';
import { aGroup, SCHEDULERS, signInAsManager, TYPES } from './testing/indexerFixtures';

type Submit = (values: IndexerFormValues) => Promise<null | Record<string, string[]>>;

function server() {
  return fakeApi(
    routes({
      'GET /indexer/remote-api-index-types/': { body: TYPES },
      'GET /dataset/schedulers/': { body: SCHEDULERS },
      'GET /usergroup/user-groups/2/': { body: aGroup() },
    }),
  );
}

async function renderForm(onSubmit: Submit) {
  const rendered = await renderPanel(
    <IndexerForm indexer={null} initialValues={emptyIndexerForm(2)} onSubmit={onSubmit} />,
  );
  signInAsManager(rendered.queryClient);
  // The first kind of catalogue (alphabetical) is chosen once the kinds are known.
  await screen.findByRole('option', { name: 'ArcGIS (DCAT JSON)', selected: true });
  return rendered;
}

afterEach(() => setApiClient());

describe('IndexerForm', () => {
  it('refuses a URL pattern without {identifier} as the person types', async () => {
    server();
    const { user } = await renderForm(vi.fn<Submit>());
    const pattern = screen.getByRole('textbox', { name: 'URL pattern' });
    await user.click(pattern);
    await user.paste('https://portail.example.fr/jeux/');
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The URL pattern must contain the variable {identifier}')).toBeTruthy();

    await user.type(pattern, '{{identifier}');
    expect(pattern.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The URL pattern must contain the variable {identifier}')).toBeNull();
  });

  it('says what the organisation filter takes: the CKAN identifier, a part of the name elsewhere', async () => {
    server();
    await renderForm(vi.fn<Submit>());
    const filter = screen.getByRole('textbox', { name: 'Organisation filter' });
    expect(filter.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(filter.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(help?.textContent).toContain(
      'CKAN: its identifier in the organisation’s address (e.g. ville-de-paris); other catalogues: a part of its name.',
    );
  });

  it('lists the required fields and sends nothing while they are empty', async () => {
    server();
    const submit = vi.fn<Submit>();
    const { user } = await renderForm(submit);
    await user.click(screen.getByRole('button', { name: 'Create the indexer' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name: This field is required',
      'Remote catalogue URL: This field is required',
      'Command: This field is required',
      'Scheduler: This field is required',
    ]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the values, shows the implementation of the chosen type, and shows server errors on fields', async () => {
    server();
    const submit = vi.fn<Submit>().mockResolvedValue({ url: ['The remote catalogue cannot be reached.'] });
    const { user } = await renderForm(submit);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of catalogue' }), 'CKAN');
    expect((screen.getByRole('textbox', { name: 'Implementation type' }) as HTMLInputElement).value).toBe(
      'ckan',
    );
    const fill = async (name: RegExp, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/^Name/, 'Catalogue de la CTG');
    await fill(/^Remote catalogue URL/, 'https://data.example.fr/');
    await fill(/^Command/, 'harvest');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Scheduler/ }), 'Toutes les heures');
    await fill(/^URL pattern/, 'https://portail.example.fr/jeux/{identifier}');
    await user.click(screen.getByRole('button', { name: 'Create the indexer' }));

    expect(submit).toHaveBeenCalledWith({
      ...emptyIndexerForm(2, 1),
      name: 'Catalogue de la CTG',
      url: 'https://data.example.fr/',
      command: 'harvest',
      scheduler: 1,
      url_pattern: 'https://portail.example.fr/jeux/{identifier}',
    });
    const url = await screen.findByRole('textbox', {
      name: /^Remote catalogue URL/,
      description: /The remote catalogue cannot be reached./,
    });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    // The server's answer is listed under the 'Error' title of section 8.
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
  });

  it('offers the groups where the person holds a role, the indexer’s group chosen', async () => {
    server();
    await renderForm(vi.fn<Submit>());
    const group = screen.getByRole('combobox', { name: /^User group/ });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Communauté d'Agglomération du Centre Littoral", 'Mobilité']);
    expect((group as HTMLSelectElement).value).toBe('2');
  });

  it('sets what a harvest gives the datasets it creates: publication and access level', async () => {
    server();
    const submit = vi.fn<Submit>().mockResolvedValue(null);
    const { user } = await renderForm(submit);
    const publish = screen.getByRole('checkbox', { name: 'Publish the datasets a harvest creates' });
    expect((publish as HTMLInputElement).checked).toBe(true);
    const level = screen.getByRole('combobox', {
      name: 'Default permission level',
      description: /A dataset with nothing to download gets consultation instead of download\./,
    });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Private', 'Search', 'Consultation', 'Download']);
    expect((level as HTMLSelectElement).value).toBe('download');

    await user.click(publish);
    await user.selectOptions(level, 'Search');
    const fill = async (name: RegExp, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/^Name/, 'Catalogue de la CTG');
    await fill(/^Remote catalogue URL/, 'https://data.example.fr/');
    await fill(/^Command/, 'harvest');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Scheduler/ }), 'Toutes les heures');
    await user.click(screen.getByRole('button', { name: 'Create the indexer' }));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ publish_datasets: false, default_permission_level: 'search' }),
    );
  });
});
