import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { drawChapters, staleFiles } from '../../scripts/illustrate';
import { currentIllustration, ILLUSTRATION_HEIGHT, ILLUSTRATION_URL_PREFIX, ILLUSTRATION_WIDTH } from './domain/illustration';
import { ILLUSTRATIONS_DIR, readChapterContentFiles, readIllustrationManifest } from './infrastructure/contentFiles';

const chapters = readChapterContentFiles();
const manifest = readIllustrationManifest();
/** Issue 17: every illustration file at most 30 KB gzipped. */
const MAX_GZIP_BYTES = 30 * 1024;

describe('chapter illustrations', () => {
  it('are drawn for all 40 chapters from their current scenes: run scripts/illustrate.ts after editing a scene', () => {
    expect(chapters).toHaveLength(40);
    expect(staleFiles(drawChapters(chapters))).toEqual([]);
  });

  it.each(chapters.map((c) => [`${c.bookId}/${c.number}`, c] as const))(
    'chapter %s has its picture, its Spanish alt text and a small file',
    (_key, chapter) => {
      const illustration = currentIllustration(manifest, chapter.bookId, chapter.number, chapter.scene);
      expect(illustration).toEqual({
        src: expect.stringMatching(new RegExp(`^${ILLUSTRATION_URL_PREFIX}[0-9a-f]{14}\\.svg$`)),
        alt: chapter.scene.alt,
        width: ILLUSTRATION_WIDTH,
        height: ILLUSTRATION_HEIGHT,
      });
      const svg = readFileSync(join(ILLUSTRATIONS_DIR, illustration!.src.slice(ILLUSTRATION_URL_PREFIX.length)), 'utf8');
      expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
      expect(svg).toContain(`width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}"`);
      // The alt text is Spanish prose that ends a sentence, and the file's own <title>.
      expect(chapter.scene.alt).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].{39,}[.]$/);
      expect(chapter.scene.alt).toMatch(/\b(el|la|los|las|en|con|y|de)\b/);
      expect(svg).toContain(`<title>${chapter.scene.alt}</title>`);
    },
  );

  it('no two chapters share an alt text', () => {
    expect(new Set(chapters.map((c) => c.scene.alt)).size).toBe(chapters.length);
  });

  it('stop the content build with the chapter and the part a scene gets wrong', () => {
    const [first, second] = chapters;
    const broken = [
      { ...first!, scene: { ...first!.scene, background: 'playa' } },
      { ...second!, scene: { ...second!.scene, props: [{ id: 'barco', x: 10 }] } },
    ];
    expect(() => drawChapters(broken)).toThrow(
      /book-1\/chapter-01\.json: scene\.background: fondo desconocido «playa»[\s\S]*book-1\/chapter-02\.json: scene\.props\.0\.id: objeto desconocido «barco»/,
    );
  });

  it("are checked by the service's build, which stops on a stale drawing or an unknown part", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: { build: string } };
    expect(pkg.scripts.build).toMatch(/^tsx scripts\/illustrate\.ts --check && /);
  });

  it('show no picture for a scene edited after its drawing was made', () => {
    const chapter = chapters[0]!;
    expect(currentIllustration(manifest, chapter.bookId, chapter.number, { ...chapter.scene, alt: `${chapter.scene.alt} Otra vez.` })).toBeNull();
  });
});
