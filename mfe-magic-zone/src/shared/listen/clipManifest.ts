import { clipFileName, normalizeSpeech } from './clipName';

/** svc-content/media/audio/zona-magica/manifest.json, as narrateMagicZone.ts writes it. */
export interface ClipManifest {
  voice: string;
  clips: Record<string, { text: string; bytes: number; seconds: number }>;
}

/**
 * The texts without a current recording: no clip under the text's hash, a clip made from other
 * words, or a file whose size is not the recorded one. `fileSize` is null for a missing file.
 */
export function textsWithoutClip(texts: readonly string[], manifest: ClipManifest, fileSize: (name: string) => number | null): string[] {
  return texts.filter((text) => {
    const name = clipFileName(text);
    const entry = manifest.clips[name];
    return !entry || entry.text !== normalizeSpeech(text) || fileSize(name) !== entry.bytes;
  });
}
