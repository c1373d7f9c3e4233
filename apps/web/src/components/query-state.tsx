import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from './error-state.tsx';
import { PageLoading } from './page-loading.tsx';

/** What the component reads of a TanStack Query result (or of several, combined by the caller). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What could not be loaded, as a sentence ("We could not load your tests."). */
  errorTitle: string;
  /** `h1` when the error is all the page shows. */
  errorTitleComponent?: ErrorStateProps['titleComponent'];
  /** True when the answer holds nothing to show; the `empty` state is shown instead. */
  isEmpty?: (data: T) => boolean;
  /** The empty state: a sentence (shown as a muted paragraph) or a whole element. */
  empty?: ReactNode;
  /** The loading state: a spinner this tall by default, or an element of the content's shape. */
  loading?: ReactNode;
  loadingHeight?: number | string;
  /** Places the error state (a page drawn edge to edge puts it in a page layout of its own). */
  frameError?: (errorState: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every screen's server data in its states: loading, an error with Retry, empty, or the data. Data
 * already on the page is kept when a later refresh fails (a learner on a flaky connection keeps
 * reading); without data, the failure is shown, never a blank or frozen screen.
 */
export function QueryState<T>({
  query,
  errorTitle,
  errorTitleComponent,
  isEmpty,
  empty,
  loading,
  loadingHeight = 200,
  frameError = (errorState) => errorState,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) {
      return typeof empty === 'string' ? (
        <Typography sx={{ py: 2, color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        empty
      );
    }
    return children(query.data);
  }
  if (query.isError) {
    return frameError(
      <ErrorState
        error={query.error}
        title={errorTitle}
        titleComponent={errorTitleComponent}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }
  return loading ?? <PageLoading minHeight={loadingHeight} />;
}

/** Two queries as one: data once both have answered, the first failure, and Retry asking both again. */
export function bothQueries<A, B>(first: QueryLike<A>, second: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    error: first.isError ? first.error : second.error,
    isError: first.isError || second.isError,
    isFetching: first.isFetching || second.isFetching,
    refetch: () => Promise.all([first.refetch(), second.refetch()]),
  };
}
