// @ts-check
import { createHash } from 'node:crypto';
import { linkPreviewFragment, previewFileName, REMOTE_PREVIEWS_FOLDER, REMOTES_URL_PREFIX } from './pageIncludes.mjs';

/**
 * @typedef {object} LinkPreviewItem
 * @property {number} id The item's id in the page URL (`/historia/<id>`).
 * @property {string} title
 * @property {string} [description]
 * @property {{ png: Buffer, width: number, height: number, alt: string }} image
 */

/**
 * Writes, for each item of a route the route table lists under `previews`, the fragment the
 * gateway includes into the shell's page (`previews/historia-3.html`: Open Graph tags) and its
 * image under a hashed name (`previews/cover-3.<hash>.png`, cached a year by the gateway).
 */
export class LinkPreviewsPlugin {
  /**
   * @param {{ remoteName: string, route: string, items: () => Promise<LinkPreviewItem[]> }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { remoteName, route, items } = this.options;
    compiler.hooks.thisCompilation.tap('LinkPreviewsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'LinkPreviewsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        for (const item of await items()) {
          if (!Number.isInteger(item.id) || item.id < 1) throw new Error(`LinkPreviewsPlugin: id no válido ${item.id}`);
          const hash = createHash('sha256').update(item.image.png).digest('hex').slice(0, 8);
          const image = `${REMOTE_PREVIEWS_FOLDER}/${route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')}-${item.id}.${hash}.png`;
          compilation.emitAsset(image, new sources.RawSource(item.image.png));
          const fragment = linkPreviewFragment({
            title: item.title,
            description: item.description,
            image: { path: `${REMOTES_URL_PREFIX}${remoteName}/${image}`, width: item.image.width, height: item.image.height, alt: item.image.alt },
          });
          compilation.emitAsset(`${REMOTE_PREVIEWS_FOLDER}/${previewFileName(route, item.id)}`, new sources.RawSource(`${fragment}\n`));
        }
      });
    });
  }
}
