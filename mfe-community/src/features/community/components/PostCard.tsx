import type { CommunityPost } from '@universo/platform/api/content';
import { useState } from 'react';
import { placeholderIcon, postMetaLabel, starsForAge, starsLabel } from '../postDisplay';

function PostPicture({ post }: { post: CommunityPost }) {
  const [failed, setFailed] = useState(false);
  if (post.imageUrl && !failed) {
    return (
      <img
        className="gallery-card__image"
        src={post.imageUrl}
        alt={`Foto de «${post.title}»`}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  // No picture (or one that does not load): a friendly drawing instead.
  return (
    <div className="gallery-card__placeholder" aria-hidden="true">
      {placeholderIcon(post.id)}
    </div>
  );
}

/** Spec section 2: image, title, description, '{age} años • {date}' and 2 to 5 stars (the age stage, not a grade). */
export function PostCard({ post }: { post: CommunityPost }) {
  const stars = starsForAge(post.childAge);
  return (
    <article className="uf-card gallery-card">
      <PostPicture post={post} />
      <h2 className="gallery-card__title">{post.title}</h2>
      <p className="gallery-card__description">{post.description}</p>
      <p className="gallery-card__meta">{postMetaLabel(post)}</p>
      <p className="gallery-card__stars">
        <span className="gallery-card__stars-label" aria-hidden="true">
          Etapa por edad
        </span>{' '}
        <span role="img" aria-label={starsLabel(stars)} className="gallery-card__stars-icons">
          {'★'.repeat(stars)}
        </span>
      </p>
    </article>
  );
}
