import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** While true the button shows a spinner and ignores presses, so a form is not sent twice. */
  loading?: boolean;
};

// Text and background pairs meet WCAG AA contrast (white on blue-700 and red-700, slate-900 on white);
// the secondary border is dark enough (slate-500) for the 3:1 asked of control outlines.
const variants: Record<ButtonVariant, string> = {
  primary: 'border border-blue-700 bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-slate-500 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'border border-red-700 bg-red-700 text-white hover:bg-red-800',
};

export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className = '',
  onClick,
  children,
  ...props
}: ButtonProps) {
  // aria-disabled rather than disabled while loading: a disabled button drops the keyboard focus,
  // leaving keyboard and screen-reader users at the top of the page.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait ${variants[variant]} ${className}`}
      {...props}
    >
      {loading ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </button>
  );
}
