/** Escapes LIKE's wildcards so that a typed `%`, `_` or `\` is matched literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
