import type { SubscriptionHistoryEntry } from '@universo/platform/api/billing';
import { useId } from 'react';
import { historyLines } from '../accountDisplay';

export function SubscriptionHistory({ history }: { history: readonly SubscriptionHistoryEntry[] }) {
  const titleId = useId();
  const lines = historyLines(history);
  return (
    <section className="uf-card account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Historial</h2>
      {lines.length === 0 ? (
        <p>Todavía no hay cambios registrados.</p>
      ) : (
        <ol className="account-history" reversed>
          {lines.map((line) => (
            <li key={line.key}>
              <span className="account-history__when">{line.when}</span>
              <span className="account-history__change">{line.change}</span>
              <span className="account-history__reason">{line.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
