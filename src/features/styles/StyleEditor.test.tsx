import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse } from '../../api/testing/fakeApi';
import { renderPanel } from '../../ui/testing/renderPanel';
import { StyleEditor } from './StyleEditor';

afterEach(() => setApiClient());

const values = { name: 'Défaut', config: '{}', sld: '<StyledLayerDescriptor/>' };

describe('StyleEditor on the form kit', () => {
  it('only shows the style to a person who may not change it, and can still be closed', async () => {
    fakeApi(() => jsonResponse({ detail: 'Not found.' }, 404));
    const onDone = vi.fn();
    const { user } = await renderPanel(
      <StyleEditor layerId={12} styleId={3} initialValues={values} readOnly onDone={onDone} />,
    );
    expect(screen.getByRole('textbox', { name: /^Style name/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: /^SLD/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save the style' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
