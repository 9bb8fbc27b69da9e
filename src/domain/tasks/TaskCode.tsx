import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { taskActionLabel, taskStepLabel } from './taskLabels';

/**
 * A code the server sent, shown by its label; the code itself stays one press away, in a disclosure
 * marked `data-support-code`, for a person reporting a problem to support. A code this interface does
 * not know (another platform may send actions of its own) shows as it is, never as a blank.
 */
export function CodeLabel({ code, label }: { code: string; label: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  if (!label) return <span className="font-mono">{code}</span>;
  const text = i18n._(label);
  return (
    <>
      <span>{text}</span> <SupportCode code={code} of={text} />
    </>
  );
}

/** The code behind a label, shown on demand; its summary names the label it belongs to. */
export function SupportCode({ code, of }: { code: string; of: string }) {
  const { t } = useLingui();
  return (
    <details data-support-code className="inline-block align-baseline text-xs text-slate-700">
      <summary className="cursor-pointer underline">
        {t`code`}
        <span className="sr-only"> {of}</span>
      </summary>
      <code className="font-mono text-slate-900">{code}</code>
    </details>
  );
}

/** A task action (or scenario codename) by its label. */
export function TaskActionLabel({ action }: { action: string }) {
  return <CodeLabel code={action} label={taskActionLabel(action)} />;
}

/** A timeline step by its label. */
export function TaskStepLabel({ step }: { step: string }) {
  return <CodeLabel code={step} label={taskStepLabel(step)} />;
}

/** The words of a code inside a sentence: its label, or the code itself when unknown. */
export function useTaskWords() {
  const { i18n } = useLingui();
  const word = (code: string, label: MessageDescriptor | null) => (label ? i18n._(label) : code);
  return {
    action: (code: string) => word(code, taskActionLabel(code)),
    step: (code: string) => word(code, taskStepLabel(code)),
  };
}
