import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app.tsx';

/** Shows where the app has navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The whole app at `path`, on a fresh query cache without retries (failures show at once). */
export function renderApp(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}
