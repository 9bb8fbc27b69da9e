import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { renderWithI18n } from './testing/renderWithI18n';

describe('Button', () => {
  it('is a button named by its text that reacts to click and keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading keeps its name and the focus but ignores presses', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not send its form twice while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithI18n(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([['primary'], ['secondary'], ['danger']] as const)('renders the %s variant', (variant) => {
    renderWithI18n(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });
});
