// How a form uses the shared fields: TanStack Form holds the state, a valibot schema holds the rules
// with the shared messages, the server's field errors show exactly like the client's.
import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { fieldMessages, formMessages } from '../messages';
import { renderWithI18n } from '../testing/renderWithI18n';
import { buildErrorSummary } from './errorSummary';
import { FormErrorSummary } from './FormErrorSummary';
import { collectFieldErrors, errorMessages, mergeFieldErrors, type ServerFieldErrors } from './fieldErrors';
import { RequiredFieldsNote } from './RequiredFieldsNote';
import { TextField } from './TextField';

type Contact = { name: string; email: string; phone: string };
type Save = (contact: Contact) => Promise<ServerFieldErrors | null>;

function ContactForm({ save }: { save: Save }) {
  const { t, i18n } = useLingui();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // Messages are translated when the schema runs, in the locale of the moment.
  const required = () => i18n._(fieldMessages.required);
  // abortPipeEarly: an empty email is 'required', not also 'invalid'.
  const schema = v.config(
    v.object({
      name: v.pipe(v.string(), v.nonEmpty(required)),
      email: v.pipe(
        v.string(),
        v.nonEmpty(required),
        v.email(() => i18n._(fieldMessages.invalidEmail)),
      ),
      phone: v.pipe(
        v.string(),
        v.regex(/^\d*$/, () => i18n._(fieldMessages.phoneDigits)),
      ),
    }),
    { abortPipeEarly: true },
  );
  const form = useForm({
    defaultValues: { name: '', email: '', phone: '' } satisfies Contact,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => setServerErrors((await save(value)) ?? {}),
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors);
  const fields = [
    { name: 'name', id: 'contact-name', label: t`Name` },
    { name: 'email', id: 'contact-email', label: t`Email` },
    { name: 'phone', id: 'contact-phone', label: t`Phone` },
  ] as const;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormErrorSummary
        title={i18n._(formMessages.fieldsNotFilledIn)}
        entries={buildErrorSummary(errors, fields)}
        focusKey={attempts}
      />
      <RequiredFieldsNote />
      {fields.map(({ name, id, label }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              id={id}
              label={label}
              required={name !== 'phone'}
              value={field.state.value}
              onChange={(value) => {
                field.handleChange(value);
                // A server complaint about a field no longer holds once the person changes it.
                setServerErrors(({ [name]: _, ...rest }) => rest);
              }}
              onBlur={field.handleBlur}
              errors={
                mergeFieldErrors(
                  { [name]: errorMessages(field.state.meta.errors) },
                  { [name]: serverErrors[name] },
                )[name]
              }
            />
          )}
        </form.Field>
      ))}
      <Button type="submit">{t`Save`}</Button>
    </form>
  );
}

describe('a form built from the shared fields', () => {
  it('on a failed submission shows every error at the top, linked to fields that show them too', async () => {
    const save = vi.fn<Save>();
    const { user } = renderWithI18n(<ContactForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '05 94');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert', { name: 'The following fields are not filled in' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name: This field is required',
      'Email: This field is required',
      'Phone: Phone number must contain only digits',
    ]);
    const name = screen.getByRole('textbox', { name: /Name/, description: 'Error: This field is required' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Name: This field is required' }));
    expect(document.activeElement).toBe(name);
  });

  it('sends trimmed values once they are valid', async () => {
    const save = vi.fn<Save>().mockResolvedValue(null);
    const { user } = renderWithI18n(<ContactForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Service SIG  ');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sig@example.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Service SIG', email: 'sig@example.fr', phone: '' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s field errors the same way, until the field changes', async () => {
    const save = vi.fn<Save>().mockResolvedValue({ email: ['This email is already used'] });
    const { user } = renderWithI18n(<ContactForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'SIG');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sig@example.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Email: This email is already used' })).toBeTruthy();
    const email = screen.getByRole('textbox', {
      name: /Email/,
      description: 'Error: This email is already used',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
