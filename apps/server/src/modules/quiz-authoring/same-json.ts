/** Whether two JSON values are equal, whatever the order of their objects' keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stable(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
