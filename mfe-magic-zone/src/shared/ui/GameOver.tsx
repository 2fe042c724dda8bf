import type { ReactNode } from 'react';
import { ListenRow } from '../listen/ListenRow';

interface GameOverProps {
  /** The end's title: a fixed text with its recorded clip. */
  title: string;
  /** What the child achieved, as "Escuchar" reads it after the title. */
  live: string;
  /** The same, as the page shows it. */
  children: ReactNode;
  onPlayAgain: () => void;
  role?: 'status';
}

/** The end of a Magic Zone game: its title, what the child achieved (with "Escuchar") and "Jugar Otra Vez". */
export function GameOver({ title, live, children, onPlayAgain, role }: GameOverProps) {
  return (
    <div className="mz-panel" role={role}>
      <h3>{title}</h3>
      <ListenRow text={title} live={`${title} ${live}`}>
        {children}
      </ListenRow>
      <button type="button" className="uf-button" onClick={onPlayAgain}>
        Jugar Otra Vez
      </button>
    </div>
  );
}
