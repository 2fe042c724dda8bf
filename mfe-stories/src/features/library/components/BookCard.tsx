import { CardIcon } from '@universo/platform';
import type { Book } from '@universo/platform/api/content';
import { Artwork } from '@universo/art';
import { bookCover } from '@universo/art/covers';
import { Link } from 'react-router-dom';
import { bookIcon, isBookAvailable } from '../bookDisplay';

export function BookCard({ book }: { book: Book }) {
  const available = isBookAvailable(book);
  // A book of the content has its cover; a book made with the generator keeps its emoji.
  const cover = bookCover(book.id);
  return (
    <article className={available ? 'uf-card stories-book' : 'uf-card stories-book stories-book--soon'}>
      {cover ? <Artwork image={cover} className="stories-book__cover" /> : <CardIcon>{bookIcon(book.icon)}</CardIcon>}
      <h2 className="stories-book__title">{book.title}</h2>
      <p>{book.description}</p>
      <p className={available ? 'uf-badge uf-badge--success' : 'uf-badge uf-badge--warning'}>{book.status}</p>
      {available ? (
        <div className="uf-card__actions">
          <Link to={`/historia/${book.id}`} className="uf-button" aria-label={`Leer ${book.title}`}>
            Leer
          </Link>
        </div>
      ) : null}
    </article>
  );
}
