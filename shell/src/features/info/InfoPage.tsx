import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { InfoPath } from './infoLinks';
import { INFO_PAGES, type InfoSection } from './infoPages';
import { usePageTitle } from '@universo/platform/title';

/** A section's bulleted list (its points, its links), when it has one. */
function ListOf<Item>({
  className,
  items,
  keyOf,
  children,
}: {
  className: string;
  items?: readonly Item[];
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  if (!items) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

function Section({ section, index }: { section: InfoSection; index: number }) {
  const headingId = `info-section-${index}`;
  return (
    <section className={section.printable ? 'info-section info-section--printable' : 'info-section'} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ListOf className="info-list" items={section.items} keyOf={(item) => item}>
        {(item) => item}
      </ListOf>
      {section.faq ? (
        <div className="info-faq">
          {section.faq.map((entry) => (
            <details key={entry.question}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      <ListOf className="info-links" items={section.links} keyOf={(link) => link.to}>
        {(link) => <Link to={link.to}>{link.label}</Link>}
      </ListOf>
    </section>
  );
}

/** One of the short pages linked from the footer (see infoPages.ts). */
export function InfoPage() {
  const { pathname } = useLocation();
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const page = Object.hasOwn(INFO_PAGES, path) ? INFO_PAGES[path as InfoPath] : undefined;

  usePageTitle(page?.title);

  if (!page) return null;
  const printable = page.sections.some((section) => section.printable);
  return (
    <article className="info-page uf-container" aria-labelledby="info-title">
      <h1 id="info-title">{page.title}</h1>
      <p className="uf-lead">{page.lead}</p>
      {printable ? (
        <button type="button" className="uf-button info-print" onClick={() => window.print()}>
          Imprimir las fichas
        </button>
      ) : null}
      {page.sections.map((section, index) => (
        <Section key={section.heading} section={section} index={index} />
      ))}
      {page.version ? <p className="info-updated">Versión {page.version}.</p> : null}
      {page.updated ? <p className="info-updated">Última actualización: {page.updated}.</p> : null}
    </article>
  );
}
