/**
 * A PNG of an SVG drawing, made by the browser: the SVG as an image, drawn on a canvas, then
 * `canvas.toBlob`. Everything stays on the device. The image is a data: URL because the site's
 * Content-Security-Policy allows `img-src 'self' data:` (not blob:); an SVG without
 * foreignObject does not taint the canvas.
 */
export async function svgToPng(svg: string, pixels: number): Promise<Blob> {
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('No se pudo dibujar el logo'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Este navegador no puede crear imágenes');
  context.drawImage(image, 0, 0, pixels, pixels);
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No se pudo crear la imagen'))), 'image/png'));
}
