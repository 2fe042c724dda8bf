import { Fragment, type ReactNode } from 'react';
import type { NarrationSection, NarrationSentence } from '@universo/contracts';

/** The sentences of each line, by `section/paragraph/line`, with their place in the narration. */
export type SentencesByLine = Map<string, { index: number; text: string }[]>;

export function sentencesByLine(sentences: readonly NarrationSentence[]): SentencesByLine {
  const byLine: SentencesByLine = new Map();
  sentences.forEach((s, index) => {
    const key = `${s.section}/${s.paragraph}/${s.line}`;
    byLine.set(key, [...(byLine.get(key) ?? []), { index, text: s.text }]);
  });
  return byLine;
}

/**
 * One line of the story or the lesson, cut into the sentences the narration reads, each marked
 * with `data-sentence` (its index in the timings): the player highlights the one being read and
 * starts there when it is tapped. A line whose sentences do not give its text back is shown whole.
 */
function Line({ line, items }: { line: string; items: { index: number; text: string }[] | undefined }) {
  if (!items || items.map((item) => item.text).join(' ') !== line.replace(/\s+/g, ' ').trim()) return <>{line}</>;
  return (
    <>
      {items.map((item, i) => (
        <span key={item.index}>
          {i > 0 ? ' ' : null}
          <span className="stories-sentence" data-sentence={item.index}>
            {item.text}
          </span>
        </span>
      ))}
    </>
  );
}

/**
 * The paragraphs of a section with their sentences marked; `lineClass` keeps each line on its own;
 * `after` puts something (the chapter's illustration) after the paragraph of that index.
 */
export function ReadAlongParagraphs({
  paragraphs,
  section,
  byLine,
  lineClass,
  after,
}: {
  paragraphs: string[][];
  section: NarrationSection;
  byLine: SentencesByLine;
  lineClass?: string;
  after?: { index: number; node: ReactNode };
}) {
  return (
    <>
      {paragraphs.map((lines, p) => (
        <Fragment key={p}>
          <p>
            {lines.map((line, l) => {
              const content = <Line line={line} items={byLine.get(`${section}/${p}/${l}`)} />;
              return lineClass ? (
                <span key={l} className={lineClass}>
                  {content}
                </span>
              ) : (
                <span key={l}>
                  {l > 0 ? ' ' : null}
                  {content}
                </span>
              );
            })}
          </p>
          {after && after.index === p ? after.node : null}
        </Fragment>
      ))}
    </>
  );
}
