import { Link } from 'react-router-dom';
import { LIBRARY_PATH } from '../storyPaths';

export interface StoryNotFoundProps {
  title: string;
  message: string;
  /** A nearer way back (the book's chapters) shown before the library link. */
  back?: { to: string; label: string };
}

/** A book or a chapter that does not exist: a friendly way back instead of an error. */
export function StoryNotFound({ title, message, back }: StoryNotFoundProps) {
  return (
    <section className="uf-container uf-section stories-not-found" aria-labelledby="stories-not-found-title">
      <span className="stories-not-found__icon" aria-hidden="true">
        🔍
      </span>
      <h1 id="stories-not-found-title">{title}</h1>
      <p>{message}</p>
      <div className="stories-actions">
        {back ? (
          <Link to={back.to} className="uf-button">
            {back.label}
          </Link>
        ) : null}
        <Link to={LIBRARY_PATH} className={back ? 'uf-button uf-button--secondary' : 'uf-button'}>
          Volver a la biblioteca
        </Link>
      </div>
    </section>
  );
}
