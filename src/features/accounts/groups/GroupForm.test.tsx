import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { renderWithI18n } from '../../../ui/testing/renderWithI18n';
import { GroupForm, type GroupFormProps } from './GroupForm';
import { type GroupFormValues, newGroupFormValues } from './groupForm';

type Submit = (values: GroupFormValues) => Promise<ServerFieldErrors | null>;

function renderForm(props: Partial<GroupFormProps> = {}) {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
  const rendered = renderWithI18n(
    <GroupForm
      idPrefix="sphere"
      initialValues={newGroupFormValues}
      statusOptions={[{ value: 2, label: 'Actif' }]}
      canChangeStatus
      submitLabel="Create"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...rendered, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

describe('the group and sphere form', () => {
  it('requires the name (section 5) and sends nothing without it', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'Name: This field is required' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values with the chosen thumbnail, then forgets the thumbnail once saved', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Littoral');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Communes du littoral');
    const image = new File([new Uint8Array(10)], 'vignette.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Thumbnail/), image);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...newGroupFormValues,
      name: 'Littoral',
      description: 'Communes du littoral',
      thumbnail: { file: image, remove: false },
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ thumbnail: { file: null, remove: false } }),
    );
  });

  it('shows a refused thumbnail on the thumbnail', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValue({ thumbnail: ['The image must be a JPG or PNG file.'] });
    const { user } = renderForm({ onSubmit, initialValues: { ...newGroupFormValues, name: 'Littoral' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByRole('link', { name: 'Thumbnail: The image must be a JPG or PNG file.' }),
    ).toBeTruthy();
  });

  it('lets only a superuser change the status', () => {
    renderForm({ canChangeStatus: false });
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveProperty('disabled', true);
  });
});
