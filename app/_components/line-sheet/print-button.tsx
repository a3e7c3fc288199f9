'use client';

/** How long printing waits for pictures still on their way: past it, the dialog opens with those it has. */
const PICTURES_WAIT_MS = 20_000;

/**
 * Opens the browser's print dialog once every picture of the page is there. Pictures load when
 * scrolled to, so that a phone reading a long sheet downloads only what it shows; a browser prints
 * only the pictures it has, so printing asks for the others first.
 */
async function printWithPictures() {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
  for (const picture of pictures) picture.loading = 'eager';
  await Promise.race([
    Promise.allSettled(pictures.map((picture) => picture.decode())),
    new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS)),
  ]);
  window.print();
}

/** The print dialog, where the sheet is printed or saved as a PDF. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => void printWithPictures()}>
      {label}
    </button>
  );
}
