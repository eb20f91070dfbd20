/**
 * What the build publishes of the skill (AGENT_SKILL's paths): the unpacked
 * folder, the archive the discovery index lists (its files at the root, as
 * the Agent Skills discovery draft v0.2.0 requires), that index with the
 * archive's digest, and a download for people with the files inside one
 * `companylens/` folder. The archives are made with fflate from sorted
 * entries with a fixed date, so their bytes, and the digest, change only when
 * a file does.
 */
import crypto from 'node:crypto';
import {zipSync, type Zippable} from 'fflate';
import {AGENT_SKILL} from 'companylens-docs-contract';

/** The discovery draft's schema URI for its version 0.2.0 index. */
export const DISCOVERY_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
/** Every entry's date: the archives do not change when only the time of the build does. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

const sha256 = (bytes: Uint8Array | string) => `sha256:${crypto.createHash('sha256').update(bytes).digest('hex')}`;

/** A zip of the files, each under `prefix`, in path order. */
export function zipOf(files: Record<string, string>, prefix = ''): Uint8Array {
  const entries: Zippable = {};
  for (const name of Object.keys(files).sort()) entries[`${prefix}${name}`] = [new TextEncoder().encode(files[name]), {mtime: FIXED_DATE}];
  return zipSync(entries, {level: 9});
}

export interface PublishedSkill {
  /** Every file to write, by its path under the build folder. */
  files: Record<string, string | Uint8Array>;
  index: DiscoveryIndex;
}

interface DiscoveryIndex {
  $schema: string;
  skills: {name: string; type: 'archive'; description: string; url: string; digest: string}[];
}

export function publishedSkill(skill: Record<string, string>, description: string, baseUrl: string): PublishedSkill {
  const archive = zipOf(skill);
  const index: DiscoveryIndex = {
    $schema: DISCOVERY_SCHEMA,
    skills: [{name: AGENT_SKILL.name, type: 'archive', description, url: `${baseUrl}${AGENT_SKILL.archive}`, digest: sha256(archive)}],
  };
  return {
    index,
    files: {
      ...Object.fromEntries(Object.entries(skill).map(([name, text]) => [`${AGENT_SKILL.folder}${name}`, text])),
      [AGENT_SKILL.archive]: archive,
      [AGENT_SKILL.index]: `${JSON.stringify(index, null, 2)}\n`,
      [AGENT_SKILL.download]: zipOf(skill, `${AGENT_SKILL.name}/`),
    },
  };
}
