import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { renderWithI18n } from '../../../ui/testing/renderWithI18n';
import { OrganisationForm, type OrganisationFormProps } from './OrganisationForm';
import { newOrganisationFormValues, type OrganisationFormValues } from './organisationForm';

type Submit = (values: OrganisationFormValues) => Promise<ServerFieldErrors | null>;

const options = {
  types: [
    { value: 4, label: 'Commune' },
    { value: 7, label: 'Établissement public' },
  ],
  jurisdictions: [{ value: 2, label: 'Centre Littoral (CACL)' }],
  statuses: [
    { value: 2, label: 'Actif' },
    { value: 3, label: 'Désactivé' },
  ],
};

function renderForm(props: Partial<OrganisationFormProps> = {}) {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
  const rendered = renderWithI18n(
    <OrganisationForm
      initialValues={newOrganisationFormValues}
      options={options}
      superuser
      submitLabel="Create"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...rendered, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

describe('the organisation form', () => {
  it('refuses to send without a name and a type, and says why', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'Name: This field is required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organisation type: This field is required' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone with other characters than digits, then sends once fixed', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Mairie de Kourou');
    await user.selectOptions(screen.getByRole('combobox', { name: /Organisation type/ }), 'Commune');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '05 94');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByRole('link', { name: 'Phone: Phone number must contain only digits' }),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '0594320000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Jurisdiction/ }),
      'Centre Littoral (CACL)',
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...newOrganisationFormValues,
      display_name: 'Mairie de Kourou',
      organisation_type: 4,
      phone: '0594320000',
      jurisdiction: 2,
    });
  });

  it("offers 'not linked to a territory' as the jurisdiction's empty choice", () => {
    renderForm();
    const jurisdiction = screen.getByRole('combobox', { name: /Jurisdiction/ });
    expect(jurisdiction).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Not linked to a territory' })).toBeTruthy();
  });

  it('keeps a logo over 2 MB from being sent', async () => {
    const { user, onSubmit } = renderForm({
      initialValues: { ...newOrganisationFormValues, display_name: 'Kourou', organisation_type: 4 },
    });
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Logo/), big);
    expect(screen.getAllByText(/The file must not exceed 2\.0\sMo/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: /^Logo: The file must not exceed/ })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a logo that is no image as soon as it is chosen, and keeps it from being sent', async () => {
    const { user, onSubmit } = renderForm({
      initialValues: { ...newOrganisationFormValues, display_name: 'Kourou', organisation_type: 4 },
    });
    const text = new File(['not an image'], 'logo.png', { type: 'image/png' });
    const logo = screen.getByLabelText(/^Logo/);
    await user.upload(logo, text);
    await waitFor(() => expect(logo.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/This type of file is not accepted/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByRole('link', { name: /^Logo: This type of file is not accepted/ }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a logo whose first bytes are a PNG', async () => {
    const { user, onSubmit } = renderForm({
      initialValues: { ...newOrganisationFormValues, display_name: 'Kourou', organisation_type: 4 },
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(/^Logo/), png);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ logo: { file: png, remove: false } })),
    );
  });

  it("shows the server's field errors beside their fields", async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue({ siret: ['Already used.'], logo: ['Not an image.'] });
    const { user } = renderForm({
      onSubmit,
      initialValues: { ...newOrganisationFormValues, display_name: 'Kourou', organisation_type: 4 },
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('textbox', { name: /SIRET/, description: /Already used/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logo: Not an image.' })).toBeTruthy();
  });

  it('lets only a superuser change the status and the partnership', () => {
    renderForm({ superuser: false });
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Partner organisation' })).toHaveProperty('disabled', true);
  });

  it('only shows the organisation to those who may not change it', () => {
    renderForm({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    // The fieldset disables every control it holds.
    expect(screen.getByRole('textbox', { name: /Name/ }).closest('fieldset')).toHaveProperty(
      'disabled',
      true,
    );
  });
});
