import { useId, useRef, useState } from 'react';
import { DEFAULT_PLAYBACK_RATE, nearestPlaybackRate, PLAYBACK_RATES, type PlaybackRate, playbackRateLabel } from '../narration';

const PLAY_FAILED = 'No pudimos reproducir la narración. Inténtalo de nuevo.';
const LOAD_FAILED = 'No pudimos cargar la narración de este capítulo. Puedes leer la historia mientras tanto.';

/**
 * The chapter's narration: the browser's own player (seek, volume, time) plus large buttons a
 * child can find: listen/pause and three speeds. Render it with `key={src}` so a new chapter
 * starts stopped and at normal speed.
 */
export function AudioPlayer({ src, chapterTitle }: { src: string; chapterTitle: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<PlaybackRate>(DEFAULT_PLAYBACK_RATE);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

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

  return (
    <section className="stories-audio" aria-labelledby={headingId}>
      <h2 id={headingId} className="stories-audio__title">
        <span aria-hidden="true">🎧 </span>Escucha el capítulo
      </h2>
      <audio
        ref={audio}
        className="stories-audio__native"
        controls
        preload="metadata"
        src={src}
        aria-label={`Narración de «${chapterTitle}»`}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onRateChange={(event) => setRate(nearestPlaybackRate(event.currentTarget.playbackRate))}
        onError={() => {
          setPlaying(false);
          setProblem(LOAD_FAILED);
        }}
      />
      <div className="stories-audio__controls">
        <button type="button" className="uf-button stories-audio__play" onClick={togglePlay}>
          <span aria-hidden="true">{playing ? '⏸️' : '▶️'}</span>
          {playing ? 'Pausar' : 'Escuchar'}
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
