import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resourceDialogOf, resourceDialogSearchSchema, searchWithDialog } from './resourceDialogSearch';

const parse = (search: Record<string, unknown>) => v.parse(resourceDialogSearchSchema, search);

describe('the resource dialog in the URL', () => {
  it('opens a creation of the main resource or of an annex', () => {
    expect(resourceDialogOf(parse({ resource: 'new-main' }))).toEqual({ mode: 'create', type: 1 });
    expect(resourceDialogOf(parse({ resource: 'new-annex' }))).toEqual({ mode: 'create', type: 2 });
  });

  it('opens a resource on one of its parts', () => {
    expect(resourceDialogOf(parse({ resource: 41 }))).toEqual({
      mode: 'edit',
      resourceId: 41,
      tab: 'resource',
    });
    expect(resourceDialogOf(parse({ resource: '41', resourceTab: 'styles' }))).toEqual({
      mode: 'edit',
      resourceId: 41,
      tab: 'styles',
    });
  });

  it('drops unusable values instead of failing the page', () => {
    expect(parse({ resource: 'new-thing', resourceTab: 'nope' })).toEqual({
      resource: undefined,
      resourceTab: undefined,
    });
    expect(resourceDialogOf(parse({ resource: -3 }))).toBeNull();
    expect(resourceDialogOf(parse({}))).toBeNull();
  });

  it('writes the dialog into the search and keeps the rest', () => {
    expect(searchWithDialog({ other: 1 }, { mode: 'create', type: 2 })).toEqual({
      other: 1,
      resource: 'new-annex',
      resourceTab: undefined,
    });
    expect(searchWithDialog({}, { mode: 'edit', resourceId: 41, tab: 'preview' })).toEqual({
      resource: 41,
      resourceTab: 'preview',
    });
    expect(searchWithDialog({ resource: 41, resourceTab: 'styles' }, null)).toEqual({
      resource: undefined,
      resourceTab: undefined,
    });
  });
});
