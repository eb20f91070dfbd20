/** The rows of the SIC tables (SicCodeTable, SicSections), read by the components and the development server's search index; relative imports, as in dataTables.ts. */
import sic from '../../data/sic-codes.json';
import type {SicCode} from './sicFilter';

export const sicCodes = sic.codes as SicCode[];

/** Every SIC section with its division range ("01–03") and how many codes the list has in it. */
export function sicSections(): {letter: string; title: string; divisions: string; count: number}[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return Object.entries(sic.sections).map(([letter, s]) => {
    const [from, to] = s.divisions;
    return {
      letter,
      title: s.title,
      divisions: from === to ? pad(from) : `${pad(from)}–${pad(to)}`,
      count: sicCodes.filter((c) => c.section === letter).length,
    };
  });
}
