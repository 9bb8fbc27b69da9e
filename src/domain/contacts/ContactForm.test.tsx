import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactInput } from '../../api/contacts';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { ContactForm, type ContactFormProps } from './ContactForm';

type Submit = (input: ContactInput) => Promise<ServerFieldErrors | null>;

const roles = [
  { id: 1, label: 'Point de contact' },
  { id: 2, label: 'Producteur' },
];
const usergroups = [
  { id: 2, display_name: 'CACL' },
  { id: 4, display_name: "Office de l'Eau" },
];

function renderForm(props: Partial<ContactFormProps> = {}) {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
  const rendered = renderWithI18n(
    <ContactForm
      idPrefix="contact"
      usergroups={usergroups}
      roles={roles}
      submitLabel="Save"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...rendered, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

describe('ContactForm', () => {
  it('requires the name and the email (section 5) and sends nothing until they are given', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name: This field is required', 'Email: This field is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends every field, trimmed, with the group and role chosen', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Service SIG ');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sig@cacl-guyane.fr');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0594 28 28 28');
    await user.type(screen.getByRole('textbox', { name: /Position or service/ }), 'Géomatique');
    await user.selectOptions(screen.getByRole('combobox', { name: /Organisation or group/ }), 'CACL');
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'Producteur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Service SIG',
      email: 'sig@cacl-guyane.fr',
      phone: '0594 28 28 28',
      position: 'Géomatique',
      usergroup: 2,
      role: 2,
    });
  });

  it('starts from the contact being changed', async () => {
    const { user, onSubmit } = renderForm({
      initialValues: { name: 'Marie', email: 'marie@eau.fr', phone: '', position: '', usergroup: 4, role: 1 },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Marie',
      email: 'marie@eau.fr',
      phone: null,
      position: null,
      usergroup: 4,
      role: 1,
    });
  });

  it('requires the role when the contact is created to hold one', async () => {
    const { user, onSubmit } = renderForm({ roleRequired: true });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'SIG');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sig@cacl.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Role: This field is required' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside their fields until they change", async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue({ email: ['This email is already used.'] });
    const { user } = renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'SIG');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sig@cacl.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = await screen.findByRole('textbox', {
      name: /Email/,
      description: 'Error: This email is already used.',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers a cancel button when asked', async () => {
    const onCancel = vi.fn();
    const { user } = renderForm({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
