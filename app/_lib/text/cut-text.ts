/**
 * Untrusted text (an address's query, a stored note) cut to at most `length` UTF-16 units, as an
 * input's maxLength counts them, and without half of a character: a lone surrogate, from a cut in
 * an emoji's middle or a hand-made address, makes encodeURIComponent throw.
 */
export const cutText = (text: string, length: number) => text.slice(0, length).replace(/\p{Cs}/gu, '');
