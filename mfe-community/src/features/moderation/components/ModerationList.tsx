import type { ReactNode } from 'react';
import { apiErrorMessage, EmptyState, PageState } from '@universo/platform';
import { Pager } from './Pager';

/** One page of a moderation list as the services answer it. */
interface ListPage<Item> {
  items: Item[];
  page: number;
  totalPages: number;
}

/** The parts of a list query the list reads (RTK Query's result). */
interface ListQuery<Item> {
  data?: ListPage<Item>;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What a list says: while loading and when it failed (unless the service gives its reason), when empty, and its names. */
export interface ModerationListWords {
  states: { loading: string; failed: string };
  /** The character beside the empty list's sentence. */
  empty: { art: string; text: string };
  names: { list: string; pager: string };
}

export interface ModerationListProps<Item extends { id: string }> {
  query: ListQuery<Item>;
  words: ModerationListWords;
  onPage: (page: number) => void;
  children: (item: Item) => ReactNode;
}

/** A page of a moderation list: loading, the service's reason with a retry, a friendly empty state, or the items and their pager. */
export function ModerationList<Item extends { id: string }>({ query, words, onPage, children }: ModerationListProps<Item>) {
  const { data, isLoading, isError, error, refetch } = query;
  if (isLoading) return <PageState status="loading" message={words.states.loading} />;
  if (isError || !data) return <PageState status="error" message={apiErrorMessage(error) ?? words.states.failed} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return (
      <EmptyState art={words.empty.art} className="moderation-empty">
        <p>{words.empty.text}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="moderation-list" aria-label={words.names.list}>
        {data.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pager label={words.names.pager} page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
