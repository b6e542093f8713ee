/** Segue's mark (the favicon's drawing): an S that runs from one side to the other. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className="logo">
      <rect width="32" height="32" rx="8" fill="#3b4fd8" />
      <path d="M21.5 9.6A5 5 0 0 0 17.6 7.5h-3.1a4.25 4.25 0 0 0 0 8.5h3a4.25 4.25 0 0 1 0 8.5h-3.1a5 5 0 0 1-3.9-2.1" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
