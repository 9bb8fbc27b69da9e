import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { BulkAction } from '../../flows/permissionsBulkAction';
import { Spinner } from '../../ui/Spinner';
import { bulkActionLabels, bulkActions } from './permissionLabels';

type Props = {
  selectedCount: number;
  /** Rows are selected and no action is under way. */
  enabled: boolean;
  onChoose: (action: BulkAction) => void;
  /** The server computes what the chosen action would change: the menu waits. */
  busy?: boolean;
};

/** The number of selected rows and the menu of bulk actions (remove rights, grant a level). */
export function BulkActionMenu({ selectedCount, enabled, onChoose, busy = false }: Props) {
  const { t, i18n } = useLingui();
  const count = selectedCount;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <Menu as="div" className="relative">
        <MenuButton
          disabled={!enabled}
          aria-busy={busy || undefined}
          className="inline-flex items-center gap-2 rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t`Bulk actions`}
          {busy ? <Spinner className="h-4 w-4" /> : <span aria-hidden="true">▾</span>}
        </MenuButton>
        <MenuItems
          anchor="bottom start"
          className="z-40 mt-1 min-w-56 rounded-md border border-slate-300 bg-white py-1 shadow-lg focus:outline-none"
        >
          {bulkActions.map((action) => (
            <MenuItem key={action}>
              <button
                type="button"
                onClick={() => onChoose(action)}
                className="block w-full px-4 py-2 text-left text-sm text-slate-900 data-focus:bg-blue-50"
              >
                {i18n._(bulkActionLabels[action])}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <p aria-live="polite" className="text-sm text-slate-700">
        {t`Selected rows: ${count}`}
      </p>
    </div>
  );
}
