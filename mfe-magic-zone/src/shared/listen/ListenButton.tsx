import { useEffect, useId, useRef, useState } from 'react';
import { listen, type ListenRequest, stopListening } from './listenPlayer';
import { LISTEN_UNAVAILABLE, listenLabel } from './listenLabel';
import './listen.css';

type ListenState = 'idle' | 'playing' | 'unavailable';

/**
 * "Escuchar": reads a text aloud in Spanish for children who cannot read it yet (the one button
 * of every Magic Zone screen). Pressing it again stops; starting another stops the one playing.
 * `text` must be a fixed text of the catalogue (app/magic-zone/listenTexts.ts, checked by its
 * test); `live` is a text that changes, see ListenRequest. When no sound can be made the button
 * says so instead of doing nothing.
 */
export function ListenButton(request: ListenRequest) {
  const { text, live } = request;
  const [state, setState] = useState<ListenState>('idle');
  const noteId = useId();
  const playing = useRef(false);
  playing.current = state === 'playing';
  useEffect(
    () => () => {
      if (playing.current) stopListening();
    },
    [],
  );

  function toggle() {
    if (state === 'playing') {
      stopListening();
      return;
    }
    setState('playing');
    listen(request, (outcome) => setState(outcome === 'unavailable' ? 'unavailable' : 'idle'));
  }

  const unavailable = state === 'unavailable';
  return (
    <span className="mz-listen-wrap">
      <button
        type="button"
        className="mz-listen"
        aria-pressed={state === 'playing'}
        aria-label={listenLabel(live ?? text ?? '')}
        aria-describedby={unavailable ? noteId : undefined}
        data-clip-text={text}
        onClick={toggle}
      >
        <span aria-hidden="true">{state === 'playing' ? '⏹' : unavailable ? '🔇' : '🔊'}</span> Escuchar
      </button>
      {unavailable ? (
        <span id={noteId} role="status" className="mz-listen__note">
          {LISTEN_UNAVAILABLE}
        </span>
      ) : null}
    </span>
  );
}
