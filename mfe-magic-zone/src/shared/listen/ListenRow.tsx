import type { ReactNode } from 'react';
import { ListenButton } from './ListenButton';
import type { ListenRequest } from './listenPlayer';

/**
 * A text with its "Escuchar" beside it (below it on a narrow screen): what every Magic Zone
 * screen uses for an instruction, a question or a result.
 */
export function ListenRow({ children, text, live, className }: { children: ReactNode; className?: string } & ListenRequest) {
  const request = (live === undefined ? { text } : { text, live }) as ListenRequest;
  return (
    <div className={className ? `mz-listen-row ${className}` : 'mz-listen-row'}>
      <div>{children}</div>
      <ListenButton {...request} />
    </div>
  );
}

/** A paragraph with its "Escuchar": the paragraph is what the button plays (the catalogue's clip, or `live` for a text that changes). */
export function ListenParagraph({ text, live, className }: { className?: string } & ListenRequest) {
  const request = (live === undefined ? { text } : { text, live }) as ListenRequest;
  return (
    <ListenRow className={className} {...request}>
      <p>{live ?? text}</p>
    </ListenRow>
  );
}
