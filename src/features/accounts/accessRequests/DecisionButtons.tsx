import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';

type Props = {
  /** Who or what asked: names the buttons for screen readers. */
  name: string;
  /** A decision on this row is being sent. */
  busy: boolean;
  /** Absent when the decision is not the person's: an invitation, which the invited user accepts. */
  onAccept?: () => void;
  onRefuse: () => void;
};

/** Accept and refuse buttons of one access request. */
export function DecisionButtons({ name, busy, onAccept, onRefuse }: Props) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {onAccept ? (
        <Button
          className="px-2 py-1 text-sm"
          loading={busy}
          onClick={onAccept}
          aria-label={t`Accept the request of ${name}`}
        >
          {t`Accept`}
        </Button>
      ) : (
        <span className="self-center text-sm text-slate-700">{t`Awaiting the user's acceptance`}</span>
      )}
      <Button
        variant="danger"
        className="px-2 py-1 text-sm"
        onClick={onRefuse}
        aria-label={t`Refuse the request of ${name}`}
      >
        {t`Refuse`}
      </Button>
    </div>
  );
}
