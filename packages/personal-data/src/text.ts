/** Lower case, without accents (ñ becomes n), runs of three or more equal letters squeezed ("holaaa"). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Most words need no accent stripping: skip the Unicode normalisation for them.
  const plain = /^[ -~]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.replace(/([a-z])\1{2,}/g, '$1');
}
