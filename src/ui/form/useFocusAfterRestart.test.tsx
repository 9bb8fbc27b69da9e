import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FormShell } from './FormShell';
import { useFocusAfterRestart } from './useFocusAfterRestart';
import { useKitForm } from './useKitForm';

type Values = { name: string };
const schema = v.object({ name: v.string() });

function NameForm({ start, onSubmit }: { start: Values; onSubmit: (values: Values) => Promise<null> }) {
  const { form, kit } = useKitForm({ name: 'restart', initialValues: start, schema, onSubmit });
  return (
    <FormShell form={form} kit={kit} submitLabel="Save">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
    </FormShell>
  );
}

/** Like the dataset page: the form is keyed by the version it started from, and a save restarts it. */
function Restarting() {
  const [version, setVersion] = useState({ stamp: 'v1', name: 'First' });
  const focus = useFocusAfterRestart(version.stamp);
  const save = async (values: Values) => {
    const saved = { stamp: `${version.stamp}+`, name: `${values.name} saved` };
    focus.restartsUnder(saved.stamp);
    setVersion(saved);
    return null;
  };
  return (
    <div ref={focus.container}>
      <NameForm key={version.stamp} start={{ name: version.name }} onSubmit={save} />
      <button type="button" onClick={() => setVersion({ stamp: 'theirs', name: 'Theirs' })}>
        Read in the background
      </button>
    </div>
  );
}

describe('useFocusAfterRestart', () => {
  it('puts focus on the new form’s submit button after a save restarts it', async () => {
    const { user } = renderWithI18n(<Restarting />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByDisplayValue('First saved');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' })));
  });

  it('leaves focus alone when the form restarts without being told (a background read)', async () => {
    const { user } = renderWithI18n(<Restarting />);
    const background = screen.getByRole('button', { name: 'Read in the background' });
    await user.click(background);
    await screen.findByDisplayValue('Theirs');
    expect(document.activeElement).toBe(background);
  });
});
