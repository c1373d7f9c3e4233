/** File keys are shared by every FileStore driver; these rules keep a key inside the store. */
export class InvalidFileKeyError extends Error {}

const MAX_KEY_LENGTH = 1024;

/**
 * Refuses keys that could leave the store's root or clash with a driver's own bookkeeping:
 * absolute paths, `..`, empty segments, segments starting with a dot, backslashes and control characters.
 */
export function assertValidKey(key: string): void {
  const problem =
    key.length === 0 || key.length > MAX_KEY_LENGTH
      ? 'must be 1 to 1024 characters long'
      : key.startsWith('/')
        ? 'must be relative'
        : // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
          /[\\\u0000-\u001f\u007f]/.test(key)
          ? 'must not hold backslashes or control characters'
          : key.split('/').some((segment) => segment === '' || segment.startsWith('.'))
            ? 'must not hold empty segments or segments starting with a dot'
            : undefined;
  if (problem) throw new InvalidFileKeyError(`Invalid file key ${JSON.stringify(key)}: ${problem}`);
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
