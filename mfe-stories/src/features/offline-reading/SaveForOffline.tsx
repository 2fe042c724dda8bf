import { useEffect, useState } from 'react';
import type { SavedBookIndex } from './domain/savedBookIndex';
import { percentDone } from './domain/savedBookSize';
import { SAVE_COPY } from './savedBookCopy';
import { canSaveBooks, readSavedBook } from './savedBookState';
import type { SaveProgress } from './savedBooks';

/** The saving code downloads when a family presses the button, not with the book's page. */
const savedBooks = () => import(/* webpackChunkName: "saved-books" */ './savedBooks');
import './offlineReading.css';

type State =
  | { kind: 'checking' }
  | { kind: 'idle'; notice?: string }
  | { kind: 'saving'; progress: SaveProgress }
  | { kind: 'saved'; index: SavedBookIndex }
  | { kind: 'removing'; index: SavedBookIndex };

interface Props {
  bookId: number;
  chapterNumbers: number[];
}

/** "Guardar para leer sin internet" on a book's page: saves, shows its progress and its size, removes. */
export function SaveForOffline({ bookId, chapterNumbers }: Props) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const supported = canSaveBooks();

  useEffect(() => {
    if (!supported) return;
    let current = true;
    readSavedBook(bookId)
      .then((index) => current && setState(index ? { kind: 'saved', index } : { kind: 'idle' }))
      .catch(() => current && setState({ kind: 'idle' }));
    return () => {
      current = false;
    };
  }, [bookId, supported]);

  // Without Cache Storage (an old browser, a page not served securely) there is nothing to offer.
  if (!supported || state.kind === 'checking') return null;

  const save = async (): Promise<void> => {
    setState({ kind: 'saving', progress: { phase: 'measuring' } });
    const outcome = await savedBooks()
      .then(({ saveBook }) => saveBook(bookId, chapterNumbers, (progress) => setState({ kind: 'saving', progress })))
      .catch(() => ({ status: 'failed' }) as const);
    if (outcome.status === 'saved') setState({ kind: 'saved', index: outcome.index });
    else setState({ kind: 'idle', notice: outcome.status === 'quota' ? SAVE_COPY.quota(outcome.bytes) : SAVE_COPY.failed });
  };
  const remove = async (index: SavedBookIndex): Promise<void> => {
    setState({ kind: 'removing', index });
    await savedBooks()
      .then(({ removeSavedBook }) => removeSavedBook(bookId))
      .catch(() => undefined);
    setState({ kind: 'idle' });
  };

  return (
    <section className="uf-card stories-offline" aria-labelledby="stories-offline-title">
      {state.kind === 'saved' || state.kind === 'removing' ? (
        <>
          <h2 id="stories-offline-title" className="stories-offline__title">
            <span aria-hidden="true">✅ </span>
            {SAVE_COPY.saved}
          </h2>
          <p>
            {SAVE_COPY.savedSize(state.index)}
            {state.index.chapters.length < chapterNumbers.length ? ` ${SAVE_COPY.premiumLeftOut(state.index.chapters.length, chapterNumbers.length)}` : ''}
          </p>
          <button type="button" className="uf-button uf-button--secondary" disabled={state.kind === 'removing'} onClick={() => void remove(state.index)}>
            {state.kind === 'removing' ? SAVE_COPY.removing : SAVE_COPY.remove}
          </button>
        </>
      ) : (
        <>
          <h2 id="stories-offline-title" className="stories-offline__title">
            {SAVE_COPY.save}
          </h2>
          <p>{SAVE_COPY.hint}</p>
          {state.kind === 'saving' ? (
            <SaveProgressBar progress={state.progress} />
          ) : (
            <button type="button" className="uf-button uf-button--primary" onClick={() => void save()}>
              <span aria-hidden="true">⬇️ </span>
              {SAVE_COPY.save}
            </button>
          )}
          {state.kind === 'idle' && state.notice ? (
            <p role="alert" className="stories-offline__notice">
              {state.notice}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function SaveProgressBar({ progress }: { progress: SaveProgress }) {
  const measuring = progress.phase === 'measuring';
  const percent = measuring ? 0 : percentDone(progress.done, progress.total);
  return (
    <div className="stories-offline__progress">
      <p id="stories-offline-size">{measuring ? SAVE_COPY.measuring : SAVE_COPY.willTake(progress.total)}</p>
      <div
        role="progressbar"
        aria-label={SAVE_COPY.saving}
        aria-describedby="stories-offline-size"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(measuring ? {} : { 'aria-valuenow': percent, 'aria-valuetext': `${percent} % (${SAVE_COPY.progress(progress.done, progress.total)})` })}
        className="stories-offline__bar"
      >
        <span className="stories-offline__fill" style={{ width: `${percent}%` }} />
      </div>
      {measuring ? null : <p className="stories-offline__count">{SAVE_COPY.progress(progress.done, progress.total)}</p>}
    </div>
  );
}
