/** The platform's mark; decorative, the surrounding link carries the name. */
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1d4ed8" />
      <path d="M9 23V9h7a5 5 0 0 1 0 10h-3v4z" fill="#fff" />
    </svg>
  );
}
