// The site's illustrations. Pages import the URLs from '@universo/art/characters' or
// '@universo/art/covers' (only what they show), and <Artwork> to draw them.
export { Artwork, type ArtworkProps } from './Artwork';
export type { ArtImage } from './image';
export { CHARACTER_ART, type ArtEntry } from './characterArt';
export { COVER_ART, type CoverEntry } from './coverArt';
export { ART_PALETTE } from './palette';
