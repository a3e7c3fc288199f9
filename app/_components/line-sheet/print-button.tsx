'use client';

/** Opens the browser's print dialog, where the sheet is printed or saved as a PDF. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
