/**
 * Records the Magic Zone's fixed texts (instructions, questions, choices, activity cards) for its
 * "Escuchar" buttons, with the stories' narration pipeline (speech.ts):
 *
 *   apt-get install -y espeak-ng opus-tools
 *   npx tsx svc-content/scripts/narrateMagicZone.ts           # the texts without a current clip
 *   npx tsx svc-content/scripts/narrateMagicZone.ts --check   # exit 1 when a clip is missing
 *
 * Each clip is media/audio/zona-magica/<hash of the text>.ogg (clipName.ts of the Magic Zone,
 * the same function the button uses to find it), listed in manifest.json with its text. Clips of
 * texts no screen shows any more are deleted. The gateway serves them below /media/.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { magicZoneFixedTexts } from '../../mfe-magic-zone/src/app/magic-zone/listenTexts';
import { CLIP_VOICE, clipFileName, spokenForm } from '../../mfe-magic-zone/src/shared/listen/clipName';
import { BITRATE_KBPS, record, requireTool, SETTINGS, VOICE, WORDS_PER_MINUTE } from './speech';

const CLIP_DIR = join(__dirname, '..', 'media', 'audio', 'zona-magica');
const MANIFEST = join(CLIP_DIR, 'manifest.json');

interface ClipEntry {
  text: string;
  bytes: number;
  seconds: number;
}

interface ClipManifest {
  voice: string;
  clips: Record<string, ClipEntry>;
}

function readManifest(): ClipManifest {
  if (!existsSync(MANIFEST)) return { voice: SETTINGS, clips: {} };
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as ClipManifest;
}

function writeManifest(manifest: ClipManifest): void {
  const clips = Object.fromEntries(Object.entries(manifest.clips).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(MANIFEST, `${JSON.stringify({ voice: manifest.voice, clips }, null, 2)}\n`);
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) throw new Error(`Argumento no válido: ${unknown[0]}. Uso: narrateMagicZone.ts [--check]`);
  // The button derives the file name from CLIP_VOICE: other settings need another name.
  const voice = `${VOICE}-${WORDS_PER_MINUTE}-${BITRATE_KBPS}k`;
  if (voice !== CLIP_VOICE) throw new Error(`La voz ${voice} no es la de los nombres de archivo (${CLIP_VOICE}): cambia CLIP_VOICE en clipName.ts.`);

  const texts = magicZoneFixedTexts();
  const manifest = readManifest();
  const wanted = new Map(texts.map((text) => [clipFileName(text), text]));
  const pending = [...wanted].filter(([name, text]) => {
    const entry = manifest.clips[name];
    const file = join(CLIP_DIR, name);
    return !(entry?.text === text && manifest.voice === SETTINGS && existsSync(file) && statSync(file).size === entry.bytes);
  });
  const stale = Object.keys(manifest.clips).filter((name) => !wanted.has(name));
  if (check) {
    for (const [name, text] of pending) console.log(`pendiente: ${name} «${text}»`);
    for (const name of stale) console.log(`sobra: ${name}`);
    console.log(pending.length + stale.length === 0 ? 'Los audios de la Zona Mágica están al día.' : `${pending.length} pendientes, ${stale.length} sobran.`);
    process.exitCode = pending.length + stale.length === 0 ? 0 : 1;
    return;
  }
  if (pending.length > 0) console.log(`Voz: ${requireTool('espeak-ng', ['--version'])}; ${requireTool('opusenc', ['--version'])}`);
  mkdirSync(CLIP_DIR, { recursive: true });
  manifest.voice = SETTINGS;
  const work = mkdtempSync(join(tmpdir(), 'narrate-zm-'));
  try {
    for (const [name, text] of pending) {
      const out = join(CLIP_DIR, name);
      // The clip is named by the written text and says it as spoken ("$200" as "200 pesos").
      const seconds = record(spokenForm(text), out, text.slice(0, 60), work);
      manifest.clips[name] = { text, bytes: statSync(out).size, seconds };
      writeManifest(manifest);
      console.log(`${relative(process.cwd(), out)}: ${manifest.clips[name].bytes} bytes, ${seconds} s`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const name of stale) delete manifest.clips[name];
  for (const file of readdirSync(CLIP_DIR)) {
    if (file.endsWith('.ogg') && !wanted.has(file)) rmSync(join(CLIP_DIR, file));
  }
  writeManifest(manifest);
  const total = Object.values(manifest.clips).reduce((sum, e) => sum + e.bytes, 0);
  console.log(`${pending.length} grabados, ${stale.length} borrados. En total ${Object.keys(manifest.clips).length} archivos, ${total} bytes.`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
