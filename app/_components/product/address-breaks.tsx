/** An address shown as text, with a line-break opportunity after each slash, where it reads best when it wraps. */
export function breakAfterSlashes(address: string) {
  return address.split(/(?<=\/)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}
