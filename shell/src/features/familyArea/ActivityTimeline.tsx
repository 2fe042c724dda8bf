import type { Child } from '@universo/platform/api/content';
import { formatMoment, resultSummary } from './familyAreaCopy';
import { useGetChildActivityQuery } from './familyAreaApi';
import { SectionLoadState } from './SectionLoadState';

/** What the child did, newest first: chapters read, games and their results, challenges, drawings. */
export function ActivityTimeline({ child }: { child: Child }) {
  const activity = useGetChildActivityQuery(child.id);
  return (
    <section className="shell-family__section" aria-label={`Actividad de ${child.childName}`}>
      <h3>Actividad</h3>
      <SectionLoadState loading={activity.isLoading} failed={activity.isError} what="la actividad" onRetry={() => void activity.refetch()} />
      {activity.data && activity.data.entries.length === 0 ? <p>Todavía no hay actividad de {child.childName}.</p> : null}
      {activity.data && activity.data.entries.length > 0 ? (
        <ol className="shell-family__timeline">
          {activity.data.entries.map((entry, index) => {
            const result = resultSummary(entry.points, entry.details);
            return (
              <li key={`${entry.occurredAt}-${index}`}>
                <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt)}</time>
                <span className="shell-family__entry">{entry.title}</span>
                {result ? <span className="shell-family__result">{result}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {activity.data?.truncated ? <p className="uf-field__hint">Mostramos lo más reciente; todo está en la descarga de Tus datos.</p> : null}
    </section>
  );
}
