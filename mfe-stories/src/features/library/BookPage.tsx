import { Link, useParams } from 'react-router-dom';
import { textParagraphs } from '@universo/contracts';
import donErnesto from '@universo/art/svg/don_ernesto.svg';
import { EmptyState, PageState, skipToken } from '@universo/platform';
import { isMissingContentError } from '../../shared/apiStatus';
import { StoryLoadError } from '../../shared/components/StoryLoadError';
import { StoryNotFound } from '../../shared/components/StoryNotFound';
import { LIBRARY_PATH, parseRouteNumber } from '../../shared/storyPaths';
import { usePageTitle } from '@universo/platform/title';
import { useGetBookQuery } from './api/getBook';
import { bookIcon, isBookAvailable } from './bookDisplay';
import { Artwork } from '@universo/art';
import { bookCover } from '@universo/art/covers';
import { ChapterCard } from './components/ChapterCard';
import { SaveForOffline } from '../offline-reading';
import './library.css';
import '../../shared/stories.css';

const BOOK_NOT_FOUND = {
  title: 'No encontramos ese libro',
  message: 'Puede que el enlace esté incompleto o que el libro ya no exista. ¡En la biblioteca te esperan muchas historias!',
};

/** /historia/:bookId: the book's summary and its chapter cards (spec: "book selected"). */
export function BookPage() {
  const bookId = parseRouteNumber(useParams().bookId);
  const { currentData: book, error, refetch } = useGetBookQuery(bookId ?? skipToken);
  usePageTitle(book?.title);

  if (bookId === null || isMissingContentError(error)) return <StoryNotFound {...BOOK_NOT_FOUND} />;
  if (error) return <StoryLoadError what="este libro" onRetry={() => void refetch()} />;
  if (!book) return <PageState status="loading" message="Cargando libro..." />;

  const summary = textParagraphs(book.summary);
  const available = isBookAvailable(book);
  const cover = bookCover(book.id);

  return (
    <article className="uf-container uf-section stories-book-page" aria-labelledby="book-title">
      <Link to={LIBRARY_PATH} className="uf-button uf-button--secondary uf-button--small stories-back">
        ← Volver a la biblioteca
      </Link>
      <header className="stories-book-header">
        {cover ? (
          // The top of the page: loaded at once, not lazily.
          <Artwork image={cover} eager className="stories-book-header__cover" />
        ) : (
          <span className="stories-book-header__icon" aria-hidden="true">
            {bookIcon(book.icon)}
          </span>
        )}
        <div>
          <h1 id="book-title">{book.title}</h1>
          <p className="uf-lead">{book.description}</p>
          {available && book.chapters.length > 0 ? (
            <a href="#capitulos" className="uf-link-button stories-book-header__jump">
              Ver los {book.chapters.length} capítulos
            </a>
          ) : null}
        </div>
      </header>

      {summary.length > 0 ? (
        <section className="uf-card stories-summary" aria-labelledby="book-summary-title">
          <h2 id="book-summary-title">De qué trata esta historia</h2>
          <div className="stories-prose">
            {summary.map((lines, i) => (
              <p key={i}>{lines.join(' ')}</p>
            ))}
          </div>
        </section>
      ) : null}

      <section className="stories-chapters" aria-labelledby="capitulos">
        <h2 id="capitulos" tabIndex={-1}>
          Capítulos
        </h2>
        {!available ? (
          <p className="stories-empty">
            <span className="uf-badge uf-badge--warning">{book.status}</span> Este libro estará disponible muy pronto.
          </p>
        ) : book.chapters.length === 0 ? (
          <EmptyState art={donErnesto} className="stories-empty">
            <p>Capítulos Próximamente</p>
          </EmptyState>
        ) : (
          <ol className="uf-grid stories-chapter-grid">
            {book.chapters.map((chapter) => (
              <li key={chapter.id}>
                <ChapterCard bookId={book.id} chapter={chapter} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {/* Last on the page: whether the book is saved is known a moment after the page draws, and
          nothing below it can move. */}
      {available && book.chapters.length > 0 ? <SaveForOffline bookId={book.id} chapterNumbers={book.chapters.map((chapter) => chapter.number)} /> : null}
    </article>
  );
}
