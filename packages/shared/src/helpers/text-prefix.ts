/**
 * Removes `prefix` from the start of `text` when present ('Problem: Flat tyre' → 'Flat tyre'), also without its
 * trailing space: a payload's text is trimmed, so an empty 'Problem: ' arrives as 'Problem:' (→ '').
 */
export function stripPrefix(text: string, prefix: string): string {
  if (text.startsWith(prefix)) return text.slice(prefix.length);
  const bare = prefix.trimEnd();
  return text.startsWith(bare) ? text.slice(bare.length) : text;
}

/** Adds `prefix` unless the text already starts with it. */
export function withPrefix(text: string, prefix: string): string {
  return text.startsWith(prefix) ? text : prefix + text;
}
