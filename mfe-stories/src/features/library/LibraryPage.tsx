import francesca from '@universo/art/svg/francesca.svg';
import { EmptyState, PageState } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGetBooksQuery } from './api/getBooks';
import { BookCard } from './components/BookCard';
import './library.css';

export function LibraryPage() {
  const { data: books, isLoading, isError, refetch } = useGetBooksQuery();
  usePageTitle('Biblioteca de historias');

  return (
    <section className="uf-container uf-section" aria-labelledby="library-title">
      <h1 id="library-title">Universo de Francesca</h1>
      <p className="uf-lead">
        Acompaña a Francesca y sus amigos en historias llenas de magia, ideas y emprendimiento. Las historias se actualizan cada dos semanas.
      </p>
      {isLoading ? (
        <PageState status="loading" message="Cargando historias..." />
      ) : isError || !books ? (
        <PageState
          status="error"
          title="¡Ups! Algo salió mal"
          message="No pudimos cargar las historias. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void refetch()}
        />
      ) : books.length === 0 ? (
        <EmptyState art={francesca} className="stories-empty">
          <p>Muy pronto habrá nuevas historias por aquí.</p>
        </EmptyState>
      ) : (
        <ul className="uf-grid" aria-label="Libros">
          {books.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
