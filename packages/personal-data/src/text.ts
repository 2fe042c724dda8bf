import { foldAccents } from '@universo/contracts';

/** Lower case, without accents (ñ becomes n), runs of three or more equal letters squeezed ("holaaa"). */
export function fold(text: string): string {
  return foldAccents(text).replace(/([a-z])\1{2,}/g, '$1');
}
