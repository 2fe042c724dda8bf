/** What an <img> needs to show an illustration without shifting the page while it loads. */
export interface ArtImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
