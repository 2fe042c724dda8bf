import { useEffect, useId, useRef, useState } from 'react';
import { type NarrationFiles, type NarrationSentence, type SentenceTiming, sentenceAt, timingsProblem } from '@universo/contracts';
import { DEFAULT_PLAYBACK_RATE, narrationReachable, nearestPlaybackRate, PLAYBACK_RATES, type PlaybackRate, playbackRateLabel } from '../narration';

const PLAY_FAILED = 'No pudimos reproducir la narración. Inténtalo de nuevo.';
/** What a family reads when the narration cannot play: the text is all there, only the voice is missing. */
export const NARRATION_UNAVAILABLE = 'La narración de este capítulo no está disponible por ahora. Puedes leer la historia aquí abajo.';
const READING = 'is-reading';
const READ_ALONG = 'stories-reader--read-along';

/**
 * The chapter's read-along narration: the browser's own player (Ogg/Opus first, MP3 for browsers
 * without Opus), large buttons a child can find (listen/pause, previous and next sentence, three
 * speeds), and the sentence being read highlighted in the text (`data-sentence` marks from
 * ReadAlongParagraphs) and kept in view; tapping a sentence starts the narration there. Without
 * its timings or its audio it shows the text's note instead of a player that cannot work.
 * Render it with `key` set to the chapter so a new chapter starts stopped and at normal speed.
 */
export function AudioPlayer({
  files,
  sentences,
  chapterTitle,
}: {
  files: NarrationFiles | null;
  sentences: readonly NarrationSentence[];
  chapterTitle: string;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const section = useRef<HTMLElement>(null);
  const current = useRef(-1);
  const [timings, setTimings] = useState<SentenceTiming[] | null>(null);
  const [unavailable, setUnavailable] = useState(files === null);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<PlaybackRate>(DEFAULT_PLAYBACK_RATE);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  // The timings come with the audio (same folder, same plan check); without fitting ones there is
  // no read-along. The audio itself is only asked about (HEAD), never downloaded, until "Escuchar".
  useEffect(() => {
    if (!files) return;
    let live = true;
    const canPlay = (type: string) => (audio.current?.canPlayType(type) ?? '') !== '';
    fetch(files.timings, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(async (value: unknown) => {
        if (!live) return;
        if (timingsProblem(value, sentences) !== null) return setUnavailable(true);
        const reachable = await narrationReachable(files.sources, canPlay);
        if (!live) return;
        if (reachable) setTimings(value as SentenceTiming[]);
        else setUnavailable(true);
      })
      .catch(() => live && setUnavailable(true));
    return () => {
      live = false;
    };
  }, [files, sentences]);

  const root = () => section.current?.closest('article') ?? null;

  function startAt(index: number) {
    const element = audio.current;
    if (!element || !timings || index < 0 || index >= timings.length) return;
    element.currentTime = timings[index]!.start;
    highlight(index);
    setProblem(null);
    element.play().catch(() => setProblem(PLAY_FAILED));
  }

  function highlight(index: number) {
    if (index === current.current) return;
    const container = root();
    container?.querySelectorAll(`.${READING}`).forEach((node) => node.classList.remove(READING));
    current.current = index;
    const marked = container?.querySelectorAll(`[data-sentence="${index}"]`);
    marked?.forEach((node) => node.classList.add(READING));
    const first = marked?.[0];
    if (!first || audio.current?.paused) return;
    const box = first.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      first.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
  }

  // A tap on a sentence of this chapter starts the narration there (links keep their own click).
  useEffect(() => {
    const container = root();
    if (!container || !timings) return;
    container.classList.add(READ_ALONG);
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('[data-sentence]');
      if (!target || (event.target as Element).closest('a, button')) return;
      startAt(Number(target.getAttribute('data-sentence')));
    };
    container.addEventListener('click', onClick);
    return () => {
      container.removeEventListener('click', onClick);
      container.classList.remove(READ_ALONG);
      container.querySelectorAll(`.${READING}`).forEach((node) => node.classList.remove(READING));
    };
    // startAt reads the refs and the timings of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timings]);

  function togglePlay() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      setProblem(null);
      element.play().catch(() => setProblem(PLAY_FAILED));
    } else {
      element.pause();
    }
  }

  function chooseRate(next: PlaybackRate) {
    if (audio.current) audio.current.playbackRate = next;
    setRate(next);
  }

  if (unavailable || !files) {
    return (
      <p className="stories-audio stories-audio--unavailable" role="status">
        <span aria-hidden="true">🎧 </span>
        {NARRATION_UNAVAILABLE}
      </p>
    );
  }

  const step = (by: number) => startAt(Math.max(0, current.current + by));

  return (
    <section ref={section} className="stories-audio" aria-labelledby={headingId}>
      <h2 id={headingId} className="stories-audio__title">
        <span aria-hidden="true">🎧 </span>Escucha el capítulo
      </h2>
      <audio
        ref={audio}
        className="stories-audio__native"
        controls
        preload="none"
        aria-label={`Narración de «${chapterTitle}»`}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => timings && highlight(sentenceAt(timings, event.currentTarget.currentTime))}
        onRateChange={(event) => setRate(nearestPlaybackRate(event.currentTarget.playbackRate))}
      >
        {files.sources.map((source, i) => (
          // The browser tries each in turn; only when the last fails is there nothing to play.
          <source key={source.src} src={source.src} type={source.type} onError={i === files.sources.length - 1 ? () => setUnavailable(true) : undefined} />
        ))}
      </audio>
      <div className="stories-audio__controls">
        <button type="button" className="uf-button stories-audio__play" onClick={togglePlay} disabled={!timings}>
          <span aria-hidden="true">{playing ? '⏸️' : '▶️'}</span>
          {playing ? 'Pausar' : 'Escuchar'}
        </button>
        <button
          type="button"
          className="uf-button uf-button--secondary uf-button--small"
          onClick={() => step(-1)}
          disabled={!timings}
          aria-label="Frase anterior"
        >
          <span aria-hidden="true">⏮️</span>
        </button>
        <button
          type="button"
          className="uf-button uf-button--secondary uf-button--small"
          onClick={() => step(1)}
          disabled={!timings}
          aria-label="Frase siguiente"
        >
          <span aria-hidden="true">⏭️</span>
        </button>
        <div className="stories-audio__rates" role="group" aria-label="Velocidad de la narración">
          <span className="stories-audio__rates-label" aria-hidden="true">
            Velocidad:
          </span>
          {PLAYBACK_RATES.map((option) => (
            <button
              key={option}
              type="button"
              className={option === rate ? 'uf-button uf-button--small' : 'uf-button uf-button--secondary uf-button--small'}
              aria-pressed={option === rate}
              onClick={() => chooseRate(option)}
            >
              {playbackRateLabel(option)}
            </button>
          ))}
        </div>
      </div>
      {problem ? (
        <p className="stories-audio__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
