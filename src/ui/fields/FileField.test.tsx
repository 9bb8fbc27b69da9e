import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../lib/validateFile';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FileField } from './FileField';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function LogoField({ errors }: { errors?: string[] }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileField
        label="Logo"
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        errors={errors}
        file={file}
        onChange={setFile}
      />
      <output>{file?.name ?? 'none'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status').textContent;

describe('FileField', () => {
  it('states the accepted formats and the size limit before a file is chosen', () => {
    renderWithI18n(<LogoField />);
    const input = screen.getByLabelText('Logo');
    expect(input.getAttribute('accept')).toBe(IMAGE_ACCEPT);
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description?.replace(/\u00a0/g, ' ')).toBe('Accepted formats: JPG or PNG. Maximum size: 2.0 Mo');
  });

  it('shows the chosen file and lets the person remove it, keeping the focus on the field', async () => {
    const { user } = renderWithI18n(<LogoField />);
    const input = screen.getByLabelText('Logo');
    await user.upload(input, fileOf('logo.png', 'image/png', 2048));
    expect(chosen()).toBe('logo.png');
    expect(screen.getByText(/Selected file: logo\.png \(2.ko\)/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(chosen()).toBe('none');
    expect(document.activeElement).toBe(input);
  });

  it('reports at once a file that is too large', async () => {
    const { user } = renderWithI18n(<LogoField />);
    const input = screen.getByLabelText('Logo');
    await user.upload(input, fileOf('huge.png', 'image/png', IMAGE_MAX_BYTES + 1));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/The file must not exceed 2.0.Mo/)).toBeTruthy();
  });

  it('reports at once a file of another type, even when the dialog let it through', async () => {
    renderWithI18n(<LogoField />);
    // A drop, or 'All files' in the dialog, bypasses the accept attribute.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Logo');
    await user.upload(input, fileOf('animation.gif', 'image/gif', 10));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This type of file is not accepted. Accepted formats: JPG or PNG')).toBeTruthy();
  });

  it('shows the form’s errors too', () => {
    renderWithI18n(<LogoField errors={['This field is required']} />);
    expect(screen.getByLabelText('Logo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
  });
});
