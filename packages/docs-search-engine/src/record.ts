/** The records the site writes (Node) and the engine reads (browser or Node). */

/** One DocSearch-shaped record. */
export interface SearchRecord {
  objectID: string;
  /** Site-relative path with anchor, e.g. "/api/tools/search-companies#parameters". */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  /** Text of the block for type 'content', null for headings. */
  content: string | null;
  /**
   * A heading's section's first words (from its first block), for a hit on the heading to show;
   * not searched. Added as the index is read (indexFormat.ts), so it costs the file nothing.
   */
  preview?: string;
  language: string;
  docusaurus_tag: string;
}
