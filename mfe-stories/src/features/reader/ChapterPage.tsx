import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isFreeChapter, narrationFiles, narrationSentences, textParagraphs } from '@universo/contracts';
import { Artwork } from '@universo/art';
import { PremiumGate, premiumItemOf, usePremium } from '@universo/platform';
import { isMissingContentError } from '../../shared/apiStatus';
import { findCharacter } from '../../shared/characters';
import { StoryLoadError } from '../../shared/components/StoryLoadError';
import { StoryNotFound } from '../../shared/components/StoryNotFound';
import { bookPath, chapterPath, LIBRARY_PATH, parseRouteNumber } from '../../shared/storyPaths';
import { usePageTitle } from '@universo/platform/title';
import { useGetChapterQuery, usePrefetchChapter } from './api/getChapter';
import { nextChapterNumber, previousChapterNumber } from './chapterNavigation';
import { activityText, conversationLines, illustrationAfterParagraph } from './chapterText';
import { AudioPlayer } from './components/AudioPlayer';
import { ConversationBlock } from './components/ConversationBlock';
import { ReadAlongParagraphs, sentencesByLine } from './components/ReadAlongText';
import { useRecordChapterRead } from './useRecordChapterRead';
import '../../shared/stories.css';
import './reader.css';

/** /historia/:bookId/capitulo/:number: one chapter (spec: "chapter selected"). A real URL. */
export function ChapterPage() {
  const params = useParams();
  const bookId = parseRouteNumber(params.bookId);
  const chapterNumber = parseRouteNumber(params.number);
  if (bookId === null || chapterNumber === null) {
    return <StoryNotFound title="No encontramos ese capítulo" message="Este enlace no lleva a ningún capítulo. Elige una historia en la biblioteca." />;
  }
  return <ChapterReader bookId={bookId} chapterNumber={chapterNumber} />;
}

function ChapterReader({ bookId, chapterNumber }: { bookId: number; chapterNumber: number }) {
  const { currentData: chapter, error, refetch } = useGetChapterQuery({ bookId, chapterNumber });
  const prefetch = usePrefetchChapter('getChapter');
  const { status: plan } = usePremium();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const loaded = chapter !== undefined;
  // What the narrator reads, sentence by sentence: the text's marks and the timings' entries.
  const sentences = useMemo(() => (chapter ? narrationSentences(chapter) : []), [chapter]);
  const byLine = useMemo(() => sentencesByLine(sentences), [sentences]);
  const files = useMemo(() => narrationFiles(chapter?.audioFile), [chapter?.audioFile]);

  usePageTitle(chapter ? [chapter.title, chapter.bookTitle] : `Capítulo ${chapterNumber}`);
  useRecordChapterRead(bookId, chapterNumber, loaded);

  // Moving to another chapter inside the reader puts keyboard and screen-reader focus on its title.
  useEffect(() => {
    const key = `${bookId}/${chapterNumber}`;
    if (shown.current !== null && shown.current !== key) heading.current?.focus();
    shown.current = key;
  }, [bookId, chapterNumber]);

  const next = chapter ? nextChapterNumber(chapter.number, chapter.bookChapterCount) : null;
  // Only what the family may read: a locked chapter's 403 would be asked for nothing.
  const mayPrefetch = next !== null && (isFreeChapter(next) || plan === 'premium');
  useEffect(() => {
    if (mayPrefetch && next !== null) prefetch({ bookId, chapterNumber: next });
  }, [bookId, next, mayPrefetch, prefetch]);

  if (isMissingContentError(error)) {
    return (
      <StoryNotFound
        title="No encontramos ese capítulo"
        message="Puede que este libro no tenga ese capítulo o que el enlace esté incompleto. Elige uno de la lista de capítulos."
        back={{ to: bookPath(bookId), label: 'Ver los capítulos del libro' }}
      />
    );
  }
  if (premiumItemOf(error)) {
    // The service refused the text (chapter 2 and later come with the plan): its gate, not an error.
    return (
      <div className="uf-container uf-section stories-reader">
        <nav className="stories-actions stories-back" aria-label="Volver">
          <Link to={bookPath(bookId)} className="uf-button uf-button--secondary uf-button--small">
            ← Volver a los capítulos
          </Link>
        </nav>
        <p className="stories-reader__eyebrow">Capítulo {chapterNumber}</p>
        <PremiumGate feature={`El capítulo ${chapterNumber}`} headingLevel={1} locked>
          {null}
        </PremiumGate>
        <p className="stories-reader__free-note">
          El capítulo 1 de cada libro es gratis: <Link to={chapterPath(bookId, 1)}>lee el primer capítulo</Link>.
        </p>
      </div>
    );
  }
  if (error) return <StoryLoadError what="este capítulo" onRetry={() => void refetch()} />;

  const story = textParagraphs(chapter?.story);
  const lesson = textParagraphs(chapter?.lesson);
  const activity = activityText(chapter?.activity);
  const character = findCharacter(chapter?.conversation?.character);
  const previous = previousChapterNumber(chapterNumber);
  const illustration = chapter?.illustration;
  const pictureAfter = illustration ? illustrationAfterParagraph(story.map((lines) => lines.join(' ').length)) : -1;

  return (
    <article className="uf-container uf-section stories-reader" aria-labelledby="chapter-title" aria-busy={!loaded}>
      <nav className="stories-actions stories-back" aria-label="Volver">
        <Link to={bookPath(bookId)} className="uf-button uf-button--secondary uf-button--small">
          ← Volver a los capítulos
        </Link>
        <Link to={LIBRARY_PATH} className="uf-button uf-button--secondary uf-button--small">
          Volver a la biblioteca
        </Link>
      </nav>

      <header className="stories-reader__header">
        <p className="stories-reader__eyebrow">
          {chapter ? `${chapter.bookTitle} · ` : ''}Capítulo {chapterNumber}
          {chapter ? ` de ${chapter.bookChapterCount}` : ''}
        </p>
        <h1 id="chapter-title" ref={heading} tabIndex={-1} data-sentence={0}>
          {chapter?.title || `Capítulo ${chapterNumber}`}
        </h1>
      </header>

      {chapter ? (
        <AudioPlayer key={`${bookId}-${chapterNumber}-${chapter.audioFile ?? ''}`} files={files} sentences={sentences} chapterTitle={chapter.title} />
      ) : null}

      {/* Until the chapter arrives one screen-tall placeholder stands in for the player, the story,
          the lesson and the activity: they then appear in its place instead of being pushed down
          by the player (a page that jumps under a child's finger makes the child tap the wrong thing). */}
      {chapter ? null : (
        <p className="stories-placeholder stories-reader__pending" role="status">
          Cargando capítulo...
        </p>
      )}

      {chapter ? (
        <>
          <section className="stories-prose stories-reader__story" aria-label="La historia">
            {story.length > 0 ? (
              <ReadAlongParagraphs
                paragraphs={story}
                section="story"
                byLine={byLine}
                lineClass="stories-line"
                // The scene's Spanish description is its name (role img); its width and height keep its
                // space before it arrives, and it loads when scrolled near.
                after={
                  illustration && pictureAfter >= 0
                    ? {
                        index: pictureAfter,
                        node: (
                          <figure className="stories-reader__illustration">
                            <Artwork image={illustration} />
                          </figure>
                        ),
                      }
                    : undefined
                }
              />
            ) : (
              <p className="stories-placeholder" role={loaded ? undefined : 'status'}>
                Cargando capítulo...
              </p>
            )}
          </section>

          <section className="stories-block stories-block--lesson" aria-labelledby="chapter-lesson">
            <h2 id="chapter-lesson" data-sentence={sentences.findIndex((s) => s.section === 'heading')}>
              <span aria-hidden="true">✨ </span>Pausa Mágica
            </h2>
            {lesson.length > 0 ? (
              <ReadAlongParagraphs paragraphs={lesson} section="lesson" byLine={byLine} />
            ) : (
              <p className="stories-placeholder">Cargando lección...</p>
            )}
          </section>

          <section className="stories-block stories-block--activity" aria-labelledby="chapter-activity">
            <h2 id="chapter-activity">
              <span aria-hidden="true">🎯 </span>Reto Mágico
            </h2>
            {activity.intro.length + activity.steps.length === 0 ? (
              <p className="stories-placeholder">Cargando actividad...</p>
            ) : (
              <>
                {activity.intro.map((line, i) => (
                  <p key={i} className={i === 0 ? 'stories-activity__goal' : undefined}>
                    {line}
                  </p>
                ))}
                {activity.steps.length > 0 ? (
                  <ol className="stories-steps" start={activity.firstStep}>
                    {activity.steps.map((step, i) => (
                      <li key={i}>{step}</li>
                    ))}
                  </ol>
                ) : null}
                {activity.outro.map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </>
            )}
          </section>
        </>
      ) : null}

      {chapter ? (
        <ConversationBlock
          key={`${bookId}-${chapterNumber}`}
          lines={conversationLines(chapter)}
          character={character}
          chapter={{ bookId, number: chapterNumber, title: chapter.title }}
        />
      ) : null}

      {chapter ? (
        <nav className="stories-chapter-nav" aria-label="Capítulos">
          {previous !== null ? (
            <Link to={chapterPath(bookId, previous)} className="uf-button uf-button--secondary">
              ← Capítulo Anterior
            </Link>
          ) : null}
          {next !== null ? (
            <Link to={chapterPath(bookId, next)} className="uf-button stories-chapter-nav__next">
              Siguiente Capítulo →
            </Link>
          ) : (
            <>
              <button type="button" className="uf-button stories-chapter-nav__next" disabled>
                Siguiente Capítulo
              </button>
              <div className="stories-finished" role="status">
                <p>
                  <span aria-hidden="true">🎉 </span>Has completado todos los capítulos
                </p>
                <Link to={LIBRARY_PATH}>Elige otra historia</Link>
              </div>
            </>
          )}
        </nav>
      ) : null}
    </article>
  );
}
