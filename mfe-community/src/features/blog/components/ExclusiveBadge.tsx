import type { BlogArticle } from '@universo/platform/api/content';
import type { PremiumStatus } from '@universo/platform';
import { exclusiveBadge } from '../articleDisplay';

/** "🔒 Exclusivo Plan Emprendedor Mágico" on an exclusive article (or "included" for a premium family). */
export function ExclusiveBadge({ article, plan }: { article: Pick<BlogArticle, 'exclusive'>; plan: PremiumStatus }) {
  const badge = exclusiveBadge(article, plan);
  if (!badge) return null;
  return (
    <p className={badge.locked ? 'uf-badge uf-badge--premium blog-exclusive-badge' : 'uf-badge uf-badge--success blog-exclusive-badge'}>
      <span aria-hidden="true">{badge.locked ? '🔒 ' : '✨ '}</span>
      {badge.text}
    </p>
  );
}
