import { ArrowLeft, Search, SearchX } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from '@dct/router';
import { ApiError } from '../api/api-client';
import { buttonClass } from './button';
import { cn } from '../cn';
import { EmptyState, ErrorState, Skeleton, type EmptyStateProps } from './feedback';
import { Input } from './form-controls';

/** A list page's search box: `noun` is what it searches ("vehicles"). */
export function SearchBox({ noun, value, onChange }: { noun: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="search">
      <Search aria-hidden />
      <Input type="search" placeholder={`Search ${noun}...`} aria-label={`Search ${noun}`} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export interface ListStatesProps<T extends { id: number | string }> {
  /** The list's query. */
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What the list holds, in the plural ("vehicles"): in the loading label and the not-found title. */
  noun: string;
  /** The grid the records (and, while loading, the skeletons) stand in. */
  gridClassName: string;
  /** While loading: this many skeletons of `className` in the grid. */
  skeletons: { count: number; className: string };
  /** Nothing recorded yet: this empty state (its action, the way to a first record) is shown. */
  isEmpty: boolean;
  empty: EmptyStateProps;
  /** The records the search and filters let through; none, and a not-found state with this description is shown. */
  items: readonly T[];
  noMatchesDescription: string;
  /** A record's card in the grid. */
  renderItem: (item: T) => ReactNode;
  /** Added to the grid of records (not the skeletons'). */
  listClassName?: string;
  /** What stands around the grid of records (a side panel, say); the grid alone unless given. */
  layout?: (grid: ReactNode) => ReactNode;
}

/**
 * A list page's content in each of its states: loading, failed, nothing yet, nothing found, or the
 * records' cards in a grid.
 */
export function ListStates<T extends { id: number | string }>({
  query,
  noun,
  gridClassName,
  skeletons,
  isEmpty,
  empty,
  items,
  noMatchesDescription,
  renderItem,
  listClassName,
  layout = (grid) => grid,
}: ListStatesProps<T>) {
  if (query.isLoading) {
    return (
      <div className={gridClassName} aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: skeletons.count }, (_, i) => (
          <Skeleton key={i} className={skeletons.className} />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <EmptyState {...empty} />;
  if (items.length === 0) return <EmptyState icon={<SearchX aria-hidden />} title={`No ${noun} found`} description={noMatchesDescription} />;
  return layout(
    <div className={cn(gridClassName, listClassName)}>
      {items.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
    </div>,
  );
}

export interface QueryStatesProps<T> {
  /** The query whose answer the content shows. */
  query: { isLoading: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  /** Shown while it loads. */
  loading: ReactNode;
  /** The failed state's words (the generic ones unless given). */
  errorTitle?: ReactNode;
  errorDescription?: ReactNode;
  /** The content, from the answer. */
  children: (data: NonNullable<T>) => ReactNode;
}

/** A section or page in each of its query's states: loading, failed (with a retry), or its content. */
export function QueryStates<T>({ query, loading, errorTitle, errorDescription, children }: QueryStatesProps<T>) {
  if (query.isLoading) return loading;
  if (query.isError || !query.data) {
    return <ErrorState title={errorTitle} description={errorDescription} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** The id of the record a page shows, from its route's `:id`; undefined on a route without one. */
export function useRecordId(): number | undefined {
  const { id } = useParams();
  return id === undefined ? undefined : Number(id);
}

/** A record's page while the record loads: its title's and its content's skeletons (`className`), named for a screen reader by `label`. */
export function RecordPageLoading({ className, label }: { className: string; label?: string }) {
  return (
    <div className="container page" aria-busy="true" aria-label={label}>
      <Skeleton className="skeleton-title" />
      <Skeleton className={className} />
    </div>
  );
}

/** A page's way back (to its list, say): a small link on a line of its own. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <div>
      <Link to={to} className={buttonClass('ghost', 'sm')}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </div>
  );
}

/** A record that did not come: the not-found state's icon and words, and the list to go back to. */
export interface MissingRecordProps {
  /** The record's query: failed, or (no failure at all) the record is not there. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  back: { to: string; label: string };
}

/**
 * A record that did not come: not found when there is none, or none the user may see (the API's
 * 404, or no failure at all), with a link back to its list; any other failure says so with a retry.
 */
export function MissingRecord({ query, icon, title, description, back }: MissingRecordProps) {
  if (query.isError && !(query.error instanceof ApiError && query.error.status === 404)) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Link to={back.to} className={buttonClass()}>
          {back.label}
        </Link>
      }
    />
  );
}

/** A record's page when the record did not come: `MissingRecord` under the link back to its list. */
export function MissingRecordPage(props: MissingRecordProps) {
  return (
    <div className="container page">
      <BackLink {...props.back} />
      <MissingRecord {...props} />
    </div>
  );
}

export interface RecordPageProps<T> {
  /** The record's query. */
  query: { isLoading: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  /** What the record is, in the singular ("claim"): in the loading label and the not-found words. */
  noun: string;
  /** The not-found state's icon. */
  icon: ReactNode;
  /** The content's skeleton while it loads. */
  skeletonClassName: string;
  /** The list to go back to. */
  back: { to: string; label: string };
  /** The page's content under the link back, from the record. */
  children: (record: NonNullable<T>) => ReactNode;
}

/**
 * A record's page in each of its query's states: loading, the record that did not come
 * (`MissingRecordPage`, "Claim Not Found"), or the record under the link back to its list.
 */
export function RecordPage<T>({ query, noun, icon, skeletonClassName, back, children }: RecordPageProps<T>) {
  if (query.isLoading) return <RecordPageLoading className={skeletonClassName} label={`Loading ${noun}`} />;
  if (query.isError || !query.data) {
    return (
      <MissingRecordPage
        query={query}
        icon={icon}
        title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} Not Found`}
        description={`The ${noun} you're looking for doesn't exist or you don't have permission to view it.`}
        back={back}
      />
    );
  }
  return (
    <div className="container page">
      <BackLink {...back} />
      {children(query.data)}
    </div>
  );
}
