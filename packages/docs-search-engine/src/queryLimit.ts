/**
 * The longest search: 64 characters, as DocSearch's search box takes (its
 * `maxlength`), in the modal, on /search and in the docs MCP server's
 * search_docs. A longer query is cut after its last whole word that fits, so
 * no stray letters of a cut word are searched for (as a prefix, they would
 * match and mark every word they begin).
 */
export const MAX_QUERY = 64;

/** The query as it may be searched: whole, or cut after its last word that fits. */
export function cutQuery(query: string, max = MAX_QUERY): string {
  if (query.length <= max) return query;
  const head = query.slice(0, max);
  // cut inside a word (the next character is no space): back to the space before it
  const cut = /\s/.test(query[max]) ? head : head.replace(/\S+$/, '');
  return (cut.trimEnd() || head).trimEnd();
}
