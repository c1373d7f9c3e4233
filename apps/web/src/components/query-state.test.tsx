import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { ApiError } from '../lib/api-error.ts';
import { bothQueries, type QueryLike, QueryState } from './query-state.tsx';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...state };
}

const offline = new ApiError({ code: 'NETWORK', message: 'Failed to fetch', status: 0 });

function show(state: QueryLike<string[]>, empty: string | React.ReactNode = 'Nothing yet') {
  return render(
    <QueryState
      query={state}
      errorTitle="We could not load the list."
      isEmpty={(l) => l.length === 0}
      empty={empty}
    >
      {(list) => (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('the query-state component', () => {
  it('shows a loading state, announced, while nothing has arrived', () => {
    show(query({ isFetching: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows what failed and why, and Retry asks again', async () => {
    const refetch = vi.fn();
    show(query({ isError: true, error: offline, refetch }));
    expect(screen.getByText('We could not load the list.')).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('disables Retry while the new attempt runs', () => {
    show(query({ isError: true, error: offline, isFetching: true }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('shows the empty state, as a sentence or as given', () => {
    const view = show(query({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    view.unmount();
    show(query({ data: [] }), <a href="/onlineProgram">Browse the programs</a>);
    expect(screen.getByRole('link', { name: 'Browse the programs' })).toBeInTheDocument();
  });

  it('shows the data, and keeps it when a later refresh fails', () => {
    show(query({ data: ['Signal Detection'], isError: true, error: offline }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Signal Detection');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('places the error where the page asks, with the heading level asked', () => {
    render(
      <QueryState
        query={query<string>({ isError: true, error: offline })}
        errorTitle="The portal could not be loaded."
        errorTitleComponent="h1"
        frameError={(errorState) => <main>{errorState}</main>}
      >
        {(data) => data}
      </QueryState>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'The portal could not be loaded.' }),
    );
  });
});

describe('two queries as one', () => {
  it('has data once both answered, the first failure otherwise, and retries both', async () => {
    const first = query({ data: 1, refetch: vi.fn() });
    const second = query<string>({ isError: true, error: offline, refetch: vi.fn() });
    const both = bothQueries(first, second);
    expect(both.data).toBeUndefined();
    expect(both.isError).toBe(true);
    expect(both.error).toBe(offline);
    await both.refetch();
    expect(first.refetch).toHaveBeenCalledOnce();
    expect(second.refetch).toHaveBeenCalledOnce();
    expect(bothQueries(first, query({ data: 'x' })).data).toEqual([1, 'x']);
  });
});
