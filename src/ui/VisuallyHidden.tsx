import type { ReactNode } from 'react';

/** Text for screen readers only: read aloud, but not drawn (Tailwind's sr-only). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
