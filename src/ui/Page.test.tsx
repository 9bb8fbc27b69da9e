import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('takes the focus to its heading once the frame is painted, and names the document', async () => {
    render(<Page title="Datasets">rows</Page>);
    const heading = screen.getByRole('heading', { name: 'Datasets' });
    // Not while the screen is being built: that forced its layout in the same task.
    expect(document.activeElement).not.toBe(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Datasets · Publish');
  });

  it('leaves the focus where the person put it before then', async () => {
    render(
      <Page title="New dataset">
        <input aria-label="Name" />
      </Page>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(name);
  });
});
