import type { ReactNode } from 'react';

/** The portraits are square; this is the box an empty state keeps for one (CSS may scale it down). */
export const EMPTY_STATE_ART_SIZE = 120;

export interface EmptyStateProps {
  /**
   * The illustration's file URL: `import leo from '@universo/art/svg/leo.svg'` (a hashed static
   * file, never inlined into JavaScript). Decorative: the text beside it says what the state is.
   */
  art: string;
  /** The message and what to do next (a link, a button). */
  children: ReactNode;
  className?: string;
}

/**
 * A list with nothing in it yet (no drawings, no books, no business, no child profile): one of the
 * characters beside a friendly sentence and the way forward. The picture is decoration (alt=""),
 * keeps its square box before it loads (width/height) and loads only when scrolled near.
 */
export function EmptyState({ art, children, className }: EmptyStateProps) {
  return (
    <div className={className ? `uf-empty-state ${className}` : 'uf-empty-state'}>
      <img src={art} alt="" width={EMPTY_STATE_ART_SIZE} height={EMPTY_STATE_ART_SIZE} loading="lazy" decoding="async" className="uf-art uf-empty-state__art" />
      <div className="uf-empty-state__text">{children}</div>
    </div>
  );
}
