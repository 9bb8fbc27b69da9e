import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeLink } from './SafeLink';

describe('SafeLink', () => {
  it('is a link for a web address, opening in a new tab when asked', () => {
    render(
      <SafeLink href="https://example.org/x" newTab className="underline">
        the site
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'the site' });
    expect(link.getAttribute('href')).toBe('https://example.org/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toContain('underline');
  });

  it('reads a relative address against the page', () => {
    render(<SafeLink href="/media/file.pdf">file</SafeLink>);
    expect(screen.getByRole('link', { name: 'file' }).getAttribute('href')).toMatch(
      /^https?:\/\/.+\/media\/file\.pdf$/,
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
  ])('shows %j as text without a link', (href) => {
    render(<SafeLink href={href}>the text</SafeLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('the text')).toBeTruthy();
  });

  it('shows the fallback instead of the children when there is no link', () => {
    const hostile = 'javascript:alert(1)';
    render(
      <SafeLink href={hostile} fallback={hostile}>
        Open
      </SafeLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('allows mail links only when asked', () => {
    const { unmount } = render(<SafeLink href="mailto:a@b.fr">mail</SafeLink>);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(
      <SafeLink href="mailto:a@b.fr" mailto>
        mail
      </SafeLink>,
    );
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.fr');
  });

  it('is no link without an address', () => {
    render(<SafeLink href={null}>nothing</SafeLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('nothing')).toBeTruthy();
  });
});
