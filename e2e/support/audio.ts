import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every Audio the page made, for the test to read its state (the player keeps none in the DOM). */
    listenAudios: HTMLAudioElement[];
  }
}

/**
 * Records every Audio the page makes. With `noSpanishVoice`, the browser's speech synthesis
 * lists no voice, as on a device without a Spanish one: changing texts then go to svc-content.
 */
export async function watchAudios(page: Page, { noSpanishVoice = false }: { noSpanishVoice?: boolean } = {}): Promise<void> {
  await page.addInitScript((silent) => {
    window.listenAudios = [];
    const Original = window.Audio;
    window.Audio = class extends Original {
      constructor(src?: string) {
        super(src);
        window.listenAudios.push(this);
      }
    };
    if (silent && 'speechSynthesis' in window) window.speechSynthesis.getVoices = () => [];
  }, noSpanishVoice);
}

/** A same-site address without its origin: "/api/axxon/speech?text=…". */
export const pathAndQuery = (url: string): string => new URL(url).pathname + new URL(url).search;

/** The state of the `index`-th Audio the page made (null before it exists). */
export const audioState = (page: Page, index: number) =>
  page.evaluate((i) => {
    const audio = window.listenAudios[i];
    return audio
      ? { src: new URL(audio.src).pathname + new URL(audio.src).search, paused: audio.paused, time: audio.currentTime, error: audio.error?.code ?? null }
      : null;
  }, index);
