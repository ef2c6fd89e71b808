/** Removes `prefix` from the start of `text` when present ('Problem: Flat tyre' → 'Flat tyre'). */
export function stripPrefix(text: string, prefix: string): string {
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** Adds `prefix` unless the text already starts with it. */
export function withPrefix(text: string, prefix: string): string {
  return text.startsWith(prefix) ? text : prefix + text;
}
