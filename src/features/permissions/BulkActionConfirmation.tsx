import { useLingui } from '@lingui/react/macro';
import type { BulkAction } from '../../flows/permissionsBulkAction';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { accessLevelLabels, bulkActionLabels } from './permissionLabels';

type Props = {
  /** The action waiting for confirmation; null when the dialog is closed. */
  confirming: { action: BulkAction; count: number } | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The confirmation of a bulk action, shown while the bulk action machine is `confirming`: the shared
 * confirmation dialog, driven by that machine rather than by the global one, so that one machine alone
 * knows whether the action is asked, confirmed or cancelled.
 */
export function BulkActionConfirmation({ confirming, onConfirm, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const count = confirming?.count ?? 0;
  const action = confirming?.action ?? 'remove';
  const level = action === 'remove' ? '' : i18n._(accessLevelLabels[action]);
  return (
    <ConfirmModal
      open={confirming !== null}
      title={i18n._(bulkActionLabels[action])}
      content={
        action === 'remove'
          ? t`The rights of the selected rows (${count}) will be removed.`
          : t`The selected rows (${count}) will get the access level "${level}".`
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
