import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from '../RowActions';
import { renderWithI18n } from '../testing/renderWithI18n';
import { RowMenu } from './RowMenu';

describe('RowMenu', () => {
  it('draws nothing when the person may use none of its entries', () => {
    const { container } = renderWithI18n(<RowMenu name="Roads" entries={[]} />);
    expect(container.textContent).toBe('');
  });

  it('opens by keyboard and runs the chosen entry, named with its object', async () => {
    const onDuplicate = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithI18n(
      <RowMenu
        name="Roads"
        entries={[
          { key: 'duplicate', label: 'Duplicate', accessibleName: 'Duplicate Roads', onSelect: onDuplicate },
          {
            key: 'delete',
            label: 'Delete',
            accessibleName: 'Delete Roads',
            destructive: true,
            onSelect: onDelete,
          },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for Roads' });
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    // The real menu's code is fetched on this first use; the key is played again on it.
    expect(await screen.findByRole('menu')).toBeTruthy();
    const remove = screen.getByRole('menuitem', { name: 'Delete Roads' });
    expect(remove.className).toContain('text-red-800');
    expect(screen.getByRole('menuitem', { name: 'Duplicate Roads' }).className).not.toContain('red');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onDuplicate).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('RowMenu before the person reaches it', () => {
  const entries = [
    { key: 'duplicate', label: 'Duplicate', accessibleName: 'Duplicate Roads', onSelect: () => {} },
    { key: 'delete', label: 'Delete', accessibleName: 'Delete Roads', onSelect: () => {} },
  ];

  it('is a plain button named and said as the menu button, with no menu mounted', () => {
    renderWithI18n(<RowMenu name="Roads" entries={entries} />);
    const button = screen.getByRole('button', { name: 'Actions for Roads' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Headless UI's button carries its own id; the placeholder has none.
    expect(button.id).toBe('');
  });

  it('opens on an assistive technology’s click that came without focus or pointer', async () => {
    renderWithI18n(<RowMenu name="Roads" entries={entries} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Roads' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete Roads' })).toBeTruthy();
  });

  it('keeps the focus when tabbed to, and ArrowDown opens on the first entry', async () => {
    const { user } = renderWithI18n(
      <>
        <button type="button">Before</button>
        <RowMenu name="Roads" entries={entries} />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    // Headless UI's button (it carries an id) takes the placeholder's place, and its focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Roads' }).id).not.toBe(''));
    const real = screen.getByRole('button', { name: 'Actions for Roads' });
    expect(document.activeElement).toBe(real);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Duplicate Roads' }).hasAttribute('data-focus')).toBe(true);
  });
});

describe('RowActions', () => {
  it('shows one primary link, and Delete only in the menu of who may delete', async () => {
    const onDelete = vi.fn();
    const { user, rerender } = renderWithI18n(
      <RowActions name="Cayenne" editable open={(link) => <a href="/x" {...link} />} onDelete={onDelete} />,
    );
    expect(screen.getByRole('link', { name: 'Edit Cayenne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Cayenne' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Cayenne' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Cayenne' }));
    expect(onDelete).toHaveBeenCalledOnce();

    rerender(<RowActions name="Cayenne" editable={false} open={(link) => <a href="/x" {...link} />} />);
    expect(screen.getByRole('link', { name: 'View Cayenne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Cayenne' })).toBeNull();
  });
});
