import { useSearchParams } from 'react-router';

/**
 * A table's filters, sort and page kept in the address (`?queue=returned&page=2`), so that Back, a
 * reload or a shared link shows the same rows. Any change but the page's own starts again at page 1.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const get = (key: string): string | undefined => params.get(key) ?? undefined;
  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const page = Math.max(0, Number.parseInt(get('page') ?? '1', 10) - 1 || 0);
  return {
    params,
    get,
    update,
    page,
    setPage: (index: number) => update({ page: index > 0 ? String(index + 1) : undefined }),
  };
}
