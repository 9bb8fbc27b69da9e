import { VisuallyHidden } from './VisuallyHidden';

type SpinnerProps = {
  /** When given, the spinner is a status announced with this text; without it, it is decoration. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className = 'h-5 w-5' }: SpinnerProps) {
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={`${className} shrink-0 motion-safe:animate-spin`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
