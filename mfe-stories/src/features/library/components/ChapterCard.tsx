import { CardIcon } from '@universo/platform';
import type { ChapterSummary } from '@universo/platform/api/content';
import { Link } from 'react-router-dom';
import { chapterPath } from '../../../shared/storyPaths';
import { readableButtonColors, readableTextOn, safeColor } from '../chapterColors';
import { bookIcon } from '../bookDisplay';

const CARD_FALLBACK = '#ffffff';
const BUTTON_FALLBACK = '#6d28d9';

export function ChapterCard({ bookId, chapter }: { bookId: number; chapter: ChapterSummary }) {
  const background = safeColor(chapter.color, CARD_FALLBACK);
  const accent = safeColor(chapter.buttonColor, BUTTON_FALLBACK);
  const button = readableButtonColors(accent);
  return (
    <article className="uf-card stories-chapter" style={{ background, color: readableTextOn(background), borderTopColor: accent }}>
      <CardIcon>{bookIcon(chapter.icon)}</CardIcon>
      <p className="stories-chapter__number">
        Capítulo {chapter.number}
        {chapter.free ? (
          <span className="uf-badge stories-chapter__badge">Gratis</span>
        ) : (
          <span className="uf-badge uf-badge--premium stories-chapter__badge">
            <span aria-hidden="true">👑 </span>Plan Emprendedor Mágico
          </span>
        )}
      </p>
      <h3 className="stories-chapter__title">{chapter.title}</h3>
      <p>{chapter.description}</p>
      <div className="uf-card__actions">
        <Link
          to={chapterPath(bookId, chapter.number)}
          className="uf-button stories-chapter__read"
          style={{ background: button.background, borderColor: button.background, color: button.color }}
          aria-label={`Leer capítulo ${chapter.number}: ${chapter.title}`}
        >
          Leer capítulo
        </Link>
      </div>
    </article>
  );
}
