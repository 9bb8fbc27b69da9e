import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, Pagination } from './Pagination';
import { renderWithI18n } from './testing/renderWithI18n';

function Controlled({ count, initial = 1 }: { count: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} count={count} onPageChange={setPage} />;
}

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('Pagination', () => {
  it('is a named navigation that tells which rows show', () => {
    renderWithI18n(<Controlled count={57} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1–20 of 57')).toBeTruthy();
    expect(PAGE_SIZE).toBe(20);
  });

  it('marks the current page and moves with previous and next', async () => {
    const { user } = renderWithI18n(<Controlled count={57} />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–40 of 57')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('41–57 of 57')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the focus on next when it reaches the last page, and ignores further presses', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithI18n(<Pagination page={3} count={57} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(next);
  });

  it('is usable with the keyboard alone', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithI18n(<Pagination page={1} count={57} onPageChange={onPageChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows a window of pages around the current one when there are many', () => {
    renderWithI18n(<Controlled count={240} initial={6} />);
    expect(pageButtons()).toEqual([
      'Previous page',
      'Page 1',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 12',
      'Next page',
    ]);
  });

  it('shows only the count when one page holds everything, and nothing for an empty list', () => {
    const { rerender } = renderWithI18n(<Controlled count={3} />);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Controlled count={0} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes another page size and a label', () => {
    renderWithI18n(
      <Pagination page={2} count={120} pageSize={50} onPageChange={() => {}} label="Logs pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Logs pages' })).toBeTruthy();
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
  });
});
