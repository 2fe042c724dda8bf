import type { ReactNode } from 'react';
import { apiErrorMessage, PageState } from '@universo/platform';
import { Pager } from './Pager';

/** What a moderation list needs of its RTK Query hook's result: one page of items. */
interface PagedQuery<T> {
  data?: { items: readonly T[]; page: number; totalPages: number };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface ModerationListProps<T extends { id: string }> {
  query: PagedQuery<T>;
  /** The list's name for screen readers, and its pager's. */
  label: string;
  pagerLabel: string;
  loadingMessage: string;
  /** Said when the service's answer carries no message of its own. */
  errorMessage: string;
  /** What shows when the list is empty (an EmptyState). */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** One moderation queue: loading, the error with a retry, the empty state, or a page of items with its pager. */
export function ModerationList<T extends { id: string }>({
  query,
  label,
  pagerLabel,
  loadingMessage,
  errorMessage,
  empty,
  renderItem,
  onPage,
}: ModerationListProps<T>) {
  const { data, isLoading, isError, error, refetch } = query;
  if (isLoading) return <PageState status="loading" message={loadingMessage} />;
  if (isError || !data) return <PageState status="error" message={apiErrorMessage(error) ?? errorMessage} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="moderation-list" aria-label={label}>
        {data.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager label={pagerLabel} page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
