import { useEffect, useRef, useState } from 'react';
import { listen, type ListenRequest, stopListening } from './listenPlayer';
import './listen.css';

/**
 * "Escuchar": reads a text aloud in Spanish for children who cannot read it yet. Pressing it
 * again stops; starting another stops the one playing. `text` must be a fixed text with a
 * recording (the tests check every one); `live` is the changing text, see ListenRequest.
 */
export function ListenButton({ text, live }: ListenRequest) {
  const [playing, setPlaying] = useState(false);
  const stopOnUnmount = useRef(false);
  stopOnUnmount.current = playing;
  useEffect(() => () => {
    if (stopOnUnmount.current) stopListening();
  }, []);

  function toggle() {
    if (playing) {
      stopListening();
      return;
    }
    setPlaying(true);
    listen({ text, live }, () => setPlaying(false));
  }

  return (
    <button type="button" className="mz-listen" aria-pressed={playing} data-clip-text={text} onClick={toggle}>
      <span aria-hidden="true">{playing ? '⏹' : '🔊'}</span> Escuchar
    </button>
  );
}
