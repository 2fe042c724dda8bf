// Apps type-check this file from their own projects, which do not include this package's folder.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./svg.d.ts" />
import type { CharacterId } from '@universo/contracts';
import chispas from '../svg/chispas.svg';
import donErnesto from '../svg/don_ernesto.svg';
import donRamon from '../svg/don_ramon.svg';
import francesca from '../svg/francesca.svg';
import leo from '../svg/leo.svg';
import sombra from '../svg/sombra.svg';
import { type ArtEntry, CHISPAS_ART, DON_ERNESTO_ART, DON_RAMON_ART, FRANCESCA_ART, LEO_ART, SOMBRA_ART } from './characterArt';
import type { ArtImage } from './image';

// Each import is a URL (webpack's asset/resource): the SVG is a file of the app's build with a
// hashed name and a year-long cache, and adds only its name to the JavaScript. One constant per
// portrait, marked pure so a page that shows a few (the home hero, the 404) carries only theirs.
const image = (src: string, { alt, width, height }: ArtEntry): ArtImage => ({ src, alt, width, height });

export const FRANCESCA_PORTRAIT = /* @__PURE__ */ image(francesca, FRANCESCA_ART);
export const CHISPAS_PORTRAIT = /* @__PURE__ */ image(chispas, CHISPAS_ART);
export const SOMBRA_PORTRAIT = /* @__PURE__ */ image(sombra, SOMBRA_ART);
export const LEO_PORTRAIT = /* @__PURE__ */ image(leo, LEO_ART);
export const DON_RAMON_PORTRAIT = /* @__PURE__ */ image(donRamon, DON_RAMON_ART);
export const DON_ERNESTO_PORTRAIT = /* @__PURE__ */ image(donErnesto, DON_ERNESTO_ART);

const PORTRAITS: Readonly<Record<CharacterId, ArtImage>> = {
  francesca: FRANCESCA_PORTRAIT,
  chispas: CHISPAS_PORTRAIT,
  sombra: SOMBRA_PORTRAIT,
  leo: LEO_PORTRAIT,
  don_ramon: DON_RAMON_PORTRAIT,
  don_ernesto: DON_ERNESTO_PORTRAIT,
};

/** Any character's portrait (the characters page, a chapter's conversation). */
export function characterPortrait(id: CharacterId): ArtImage {
  return PORTRAITS[id];
}
