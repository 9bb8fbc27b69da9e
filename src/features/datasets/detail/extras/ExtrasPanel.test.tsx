import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../../../../ui/testing/renderPanel';
import { ExtrasPanel, extraText } from './ExtrasPanel';

const dataset = { id: 7, display_name: 'Routes', extras: { source: 'CKAN', harvested: 3, tags: ['a'] } };

describe("the dataset's extras and permissions panel (issue 27 §4)", () => {
  it('lists each extra with its value, and links to the special permissions of who manages them', async () => {
    await renderPanel(<ExtrasPanel dataset={dataset} canManageRights />);
    expect(screen.getByText('source').nextElementSibling?.textContent).toBe('CKAN');
    expect(screen.getByText('tags').nextElementSibling?.textContent).toBe('["a"]');
    const link = screen.getByRole('link', { name: 'Special permissions of Routes' });
    expect(link.getAttribute('href')).toBe('/publish/en/data/datasets/7/permissions/');
  });

  it('says when there is none, and offers no permissions to who may not manage them', async () => {
    await renderPanel(<ExtrasPanel dataset={{ ...dataset, extras: {} }} canManageRights={false} />);
    expect(screen.getByText('No additional metadata.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows strings as they are and anything else as JSON', () => {
    expect(extraText('x')).toBe('x');
    expect(extraText({ a: 1 })).toBe('{"a":1}');
    expect(extraText(null)).toBe('null');
  });
});
