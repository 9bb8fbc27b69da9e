import { useLingui } from '@lingui/react/macro';
import type { BulkConfirmation } from '../../flows/permissionsBulkAction';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { PermissionImpactSummary } from './PermissionImpactSummary';
import { accessLevelLabels, bulkActionLabels } from './permissionLabels';

type Props = {
  /** The action waiting for confirmation; null when the dialog is closed. */
  confirming: BulkConfirmation | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The confirmation of a bulk action, shown while the bulk action machine is `confirming`: the shared
 * confirmation dialog, driven by that machine rather than by the global one, so that one machine alone
 * knows whether the action is asked, confirmed or cancelled. Where the backend previewed the action,
 * it also says who gains and who loses what; a failed preview is said, and the action may still be
 * confirmed.
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
    >
      {confirming?.impact ? <PermissionImpactSummary impact={confirming.impact} /> : null}
      {confirming?.impactFailed ? (
        <p className="mt-3 text-sm text-slate-700">{t`What this action changes could not be computed.`}</p>
      ) : null}
    </ConfirmModal>
  );
}
