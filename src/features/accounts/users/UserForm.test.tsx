import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserInput } from '../../../api/users';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { renderWithI18n } from '../../../ui/testing/renderWithI18n';
import { UserForm } from './UserForm';
import { newUserFormValues } from './userForm';

type Submit = (input: UserInput) => Promise<ServerFieldErrors | null>;

const statusOptions = [
  { value: 2, label: 'Actif' },
  { value: 3, label: 'Désactivé' },
];

function renderForm(onSubmit: Submit, canGrantSuperuser = false) {
  return renderWithI18n(
    <UserForm
      initialValues={newUserFormValues}
      statusOptions={statusOptions}
      canGrantSuperuser={canGrantSuperuser}
      submitLabel="Create"
      onSubmit={onSubmit}
    />,
  );
}

describe('the user form', () => {
  it('refuses to send without last name, first name and email, and says why', async () => {
    const onSubmit = vi.fn<Submit>();
    const { user } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'Last name: This field is required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First name: This field is required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email: This field is required' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an additional ID with other characters, then sends once it is fixed', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Dupont');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Jean');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jean@example.org');
    const additionalId = screen.getByRole('textbox', { name: /Additional ID/ });
    await user.type(additionalId, 'ID 42/x');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const message = 'Additional ID must contain only letters, digits and @/./+/-/_';
    expect(await screen.findByRole('link', { name: `Additional ID: ${message}` })).toBeTruthy();
    expect(additionalId.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(additionalId);
    await user.type(additionalId, 'ID-42');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      last_name: 'Dupont',
      first_name: 'Jean',
      email: 'jean@example.org',
      phone: null,
      additional_id: 'ID-42',
      status: 2,
      registration_reason: null,
      email_notification: false,
      is_superuser: false,
    });
  });

  it('shows the server’s field errors beside their fields', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValue({ username: ['A user with that username already exists.'] });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Dupont');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Jean');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jean@example.org');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const username = await screen.findByRole('textbox', {
      name: /Username/,
      description: /A user with that username already exists/,
    });
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets only a superuser grant the superuser status', () => {
    renderForm(vi.fn<Submit>());
    expect(screen.getByRole('checkbox', { name: 'Superuser' })).toHaveProperty('disabled', true);
  });
});
