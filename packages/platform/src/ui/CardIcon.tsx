import type { ReactNode } from 'react';

/** A card's large emoji: decoration (hidden from screen readers), as the card's title names it. */
export function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span className="uf-card__icon" aria-hidden="true">
      {children}
    </span>
  );
}
