import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import type { ResourceType } from '../../api/resources';
import {
  type ResourceDialogState,
  type ResourceTab,
  resourceDialogOf,
  resourceDialogSearchSchema,
  searchWithDialog,
} from './resourceDialogSearch';

/**
 * The resource dialog of the dataset page, kept in its URL: which one is open, and how to open or close
 * one. Read loosely (not from one route), so the panel that shows the buttons can live anywhere.
 */
export function useResourceDialogs() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const { locale, id } = useParams({ strict: false });
  const parsed = v.safeParse(resourceDialogSearchSchema, search);
  const dialog = parsed.success ? resourceDialogOf(parsed.output) : null;

  const show = useCallback(
    async (next: ResourceDialogState, replace = false) => {
      // The dialogs belong to the dataset page: elsewhere there is nothing to open.
      if (locale === undefined || typeof id !== 'number') return;
      await navigate({
        to: '/$locale/data/datasets/$id/',
        params: { locale, id },
        search: (previous) => searchWithDialog(previous, next),
        replace,
        resetScroll: false,
      });
    },
    [navigate, locale, id],
  );

  return {
    dialog,
    create: (type: ResourceType) => show({ mode: 'create', type }),
    open: (resourceId: number, tab: ResourceTab = 'resource') => show({ mode: 'edit', resourceId, tab }),
    /** Another part of the opened resource, without a new history entry per tab. */
    showTab: (resourceId: number, tab: ResourceTab) => show({ mode: 'edit', resourceId, tab }, true),
    close: () => show(null),
  };
}
