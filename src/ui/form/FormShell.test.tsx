import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { emitRequestEvent } from '../../api/requestEvents';
import type { ServerFieldErrors } from '../fields/fieldErrors';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FormShell } from './FormShell';
import { useKitForm } from './useKitForm';

type Values = { name: string; email: string };
const initialValues: Values = { name: '', email: '' };
const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('This field is required')),
  email: v.string(),
});

function PersonForm({
  onSubmit,
  readOnly = false,
  busy = false,
  stickyActions,
}: {
  onSubmit: (values: Values) => Promise<ServerFieldErrors | null>;
  readOnly?: boolean;
  busy?: boolean;
  stickyActions?: boolean;
}) {
  const { form, kit } = useKitForm({ name: 'person', initialValues, schema, readOnly, onSubmit });
  return (
    <FormShell form={form} kit={kit} submitLabel="Save" busy={busy} stickyActions={stickyActions}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" required />}</form.AppField>
      <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" />}</form.AppField>
    </FormShell>
  );
}

/** A form whose email field checks itself as the person types. */
function LiveForm() {
  const { form, kit } = useKitForm({ name: 'live', initialValues, onSubmit: submitWith(null) });
  return (
    <FormShell form={form} kit={kit} submitLabel="Save">
      <form.AppField
        name="email"
        validators={{ onChange: ({ value }) => (value.includes('@') ? undefined : 'Not an address') }}
      >
        {(field) => <field.TextField label="Email" />}
      </form.AppField>
    </FormShell>
  );
}

const submitWith = (answer: ServerFieldErrors | null) =>
  vi.fn<(values: Values) => Promise<ServerFieldErrors | null>>().mockResolvedValue(answer);

describe('a form of the kit', () => {
  it("lists its own rules' errors, each linking to its labelled field, and sends nothing", async () => {
    const onSubmit = submitWith(null);
    const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please correct the following errors');
    const link = screen.getByRole('link', { name: 'Name: This field is required' });
    expect(link.getAttribute('href')).toBe('#person-name');
    expect(document.activeElement).toBe(summary);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their field and under 'Error' (section 8), until changed", async () => {
    const onSubmit = submitWith({ email: ['This email is already used.'] });
    const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email: This email is already used.' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows errors about the whole form and about fields it does not show', async () => {
    const onSubmit = submitWith({
      non_field_errors: ['The user is already a member.'],
      usergroup: ['Unknown.'],
    });
    const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Error');
    expect(summary.textContent).toContain('The user is already a member.');
    expect(summary.textContent).toContain('usergroup: Unknown.');
  });

  it('asks the server again when sent again, the same values included', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<ServerFieldErrors | null>>()
      .mockResolvedValueOnce({ non_field_errors: ['Try again later.'] })
      .mockResolvedValueOnce(null);
    const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps a field's live check beside the field, the summary and the focus for the submission", async () => {
    const { user } = renderWithI18n(<LiveForm />);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'ana');
    expect(screen.getByText('Not an address')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Email: Not an address' })).toBeTruthy();
  });

  it('keeps its submit button busy while the flow it started runs on, and sends nothing more', async () => {
    const onSubmit = submitWith(null);
    const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} busy />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows read-only what the person may only see: controls disabled, no actions, no asterisk note', () => {
    renderWithI18n(<PersonForm onSubmit={submitWith(null)} readOnly />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText(/asterisk/)).toBeNull();
  });

  it('keeps the actions in reach at the bottom of the screen, except for a secondary form of a page', () => {
    const { unmount } = renderWithI18n(<PersonForm onSubmit={submitWith(null)} />);
    expect(screen.getByRole('button', { name: 'Save' }).parentElement?.className).toContain('sticky');
    unmount();
    renderWithI18n(<PersonForm onSubmit={submitWith(null)} stickyActions={false} />);
    expect(screen.getByRole('button', { name: 'Save' }).parentElement?.className).not.toContain('sticky');
  });

  describe('a save the server failed', () => {
    /** A save of `answers.length` writes, answered with these statuses (null: no answer at all). */
    const savingWith =
      (...answers: (number | null)[]) =>
      async (): Promise<ServerFieldErrors | null> => {
        for (const status of answers) {
          const request = { method: 'PUT', path: '/fr/user/1/' };
          emitRequestEvent({ phase: 'started', ...request });
          if (status === null) emitRequestEvent({ phase: 'failed', ...request });
          else emitRequestEvent({ phase: 'answered', ...request, status });
        }
        return null;
      };

    it('says what failed and that nothing was saved, until dismissed; the typing stays', async () => {
      const { user } = renderWithI18n(<PersonForm onSubmit={savingWith(500)} />);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain('The save failed: the server met an error (critical error).');
      expect(notice.textContent).toContain('Nothing was saved. Everything you typed is still in the form');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Ana');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('alert')).toBe(notice);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says when part of the save was kept, and when the server could not be reached', async () => {
      const { user } = renderWithI18n(<PersonForm onSubmit={savingWith(200, null)} />);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain('the server could not be reached');
      expect(notice.textContent).toContain('Part of your changes was saved before the failure');
    });

    it('goes once a save passes', async () => {
      const onSubmit = vi
        .fn<(values: Values) => Promise<ServerFieldErrors | null>>()
        .mockImplementationOnce(savingWith(503))
        .mockImplementationOnce(savingWith(200));
      const { user } = renderWithI18n(<PersonForm onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });
  });
});
