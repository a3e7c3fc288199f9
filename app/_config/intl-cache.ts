/**
 * Intl formatters and segmenters take far longer to build than to use, and every page of the
 * export (every product the content check reads) asks for the same few: each is built once per
 * process, for its locale and options.
 */
const built = new Map<string, unknown>();

export function reusedIntl<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}
