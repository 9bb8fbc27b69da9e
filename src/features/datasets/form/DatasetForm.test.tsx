import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../../api/http';
import { aDataset } from '../../../api/testing/datasetFixtures';
import { fakeApi, jsonResponse } from '../../../api/testing/fakeApi';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { renderPanel } from '../../../ui/testing/renderPanel';
import { DatasetForm, type DatasetSubmission } from './DatasetForm';
import { type DatasetFormValues, emptyDatasetForm } from './datasetFormSchema';

afterEach(() => setApiClient());

const complete: DatasetFormValues = {
  ...emptyDatasetForm,
  display_name: 'River flows',
  description: 'Daily flows.',
  tags: ['hydrology'],
  topics: [1],
  kinds: [1],
  usergroup: 2,
  publication_date: '2026-01-01',
  last_update_date: '2026-01-02',
  update_frequency: 1,
};

type Answer = ServerFieldErrors | null;

async function renderForm(answer: Answer = null, readOnly = false) {
  fakeApi(() => jsonResponse({ detail: 'Not found.' }, 404));
  const onSubmit = vi.fn<(submission: DatasetSubmission) => Promise<Answer>>().mockResolvedValue(answer);
  const rendered = await renderPanel(
    <DatasetForm dataset={null} initialValues={complete} readOnly={readOnly} onSubmit={onSubmit} />,
  );
  return { ...rendered, onSubmit };
}

describe('DatasetForm on the form kit', () => {
  it("shows the server's refusal of the parent on the parent field and under 'Error'", async () => {
    const { user, onSubmit } = await renderForm({ parent: ['A dataset cannot be its own ancestor.'] });
    await user.click(screen.getByRole('button', { name: 'Create the dataset' }));
    const summary = await screen.findByRole('alert', { name: 'Error' });
    expect(
      within(summary).getByRole('link', { name: 'Parent dataset: A dataset cannot be its own ancestor.' }),
    ).toHaveProperty('hash', '#dataset-parent');
    expect(document.getElementById('dataset-parent-error')?.textContent).toContain(
      'A dataset cannot be its own ancestor.',
    );
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      values: complete,
      thumbnail: { file: null, remove: false },
    });
  });

  it('refuses a thumbnail of another type once, naming JPG or PNG, and sends nothing', async () => {
    const { user, onSubmit } = await renderForm();
    // As a person choosing 'All files' in the browser's dialog: the accept attribute does not filter it.
    fireEvent.change(screen.getByLabelText('Thumbnail'), {
      target: { files: [new File(['GIF89a'], 'animation.gif', { type: 'image/gif' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Create the dataset' }));
    await screen.findByRole('alert', { name: 'The following fields are not filled in' });
    const errors = document.getElementById('dataset-thumbnail-error');
    expect(within(errors as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(errors?.textContent).toContain('This type of file is not accepted. Accepted formats: JPG or PNG');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the description is required in the advanced editor too, as its label’s asterisk does', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Advanced editor' }));
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
  });

  it('shows read-only what the person may only see: every control disabled, nothing to send', async () => {
    await renderForm(null, true);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: /^Keywords/ })).toHaveProperty('disabled', true);
    // Built after the first section (Deferred), in a frame to come.
    expect(await screen.findByRole('button', { name: 'Choose a parent dataset' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Create the dataset' })).toBeNull();
  });

  it("offers coverage 'From the harvested record' only to a dataset with harvested bounds", async () => {
    fakeApi(() => jsonResponse({ detail: 'Not found.' }, 404));
    const onSubmit = vi.fn<(submission: DatasetSubmission) => Promise<Answer>>().mockResolvedValue(null);
    const coverageOptions = () =>
      within(screen.getByRole('combobox', { name: 'Geographical coverage' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const { unmount } = await renderPanel(
      <DatasetForm dataset={aDataset()} initialValues={complete} onSubmit={onSubmit} />,
    );
    await screen.findByRole('combobox', { name: 'Geographical coverage' });
    expect(coverageOptions()).not.toContain('From the harvested record');
    unmount();
    const harvested = aDataset({ bounds: [-54.6, 2.1, -51.6, 5.8] });
    await renderPanel(<DatasetForm dataset={harvested} initialValues={complete} onSubmit={onSubmit} />);
    await screen.findByRole('combobox', { name: 'Geographical coverage' });
    expect(coverageOptions()).toContain('From the harvested record');
  });

  it('builds its later sections after the first, their headings at once, and keeps what was typed', async () => {
    const { user } = await renderForm();
    // The first section is there at once; the others show their heading and build their fields later.
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('heading', { name: 'Access' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Default permission level' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Débits');
    expect(await screen.findByRole('combobox', { name: 'Default permission level' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: /^Publication date/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Débits');
  });

  it('builds every field still waiting when the person saves at once, and sends what they typed', async () => {
    const { onSubmit } = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Débits' } });
    const form = screen.getByRole('button', { name: 'Create the dataset' }).closest('form');
    fireEvent.submit(form as HTMLFormElement);
    // Built in the submission itself: the coverage rule and the summary see every field.
    expect(screen.getByRole('combobox', { name: 'Default permission level' })).toBeTruthy();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].values.display_name).toBe('Débits');
  });
});
