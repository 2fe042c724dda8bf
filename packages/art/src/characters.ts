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
import { CHARACTER_ART } from './characterArt';
import type { ArtImage } from './image';

// Each import is a URL (webpack's asset/resource): the SVG is a file of the app's build with a
// hashed name and a year-long cache, and adds only its name to the JavaScript.
const SOURCES: Readonly<Record<CharacterId, string>> = {
  francesca,
  chispas,
  sombra,
  leo,
  don_ramon: donRamon,
  don_ernesto: donErnesto,
};

export function characterPortrait(id: CharacterId): ArtImage {
  const { alt, width, height } = CHARACTER_ART[id];
  return { src: SOURCES[id], alt, width, height };
}
