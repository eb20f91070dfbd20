/**
 * SKILL.md's front matter. The writer gives `description` only (in
 * src/skill/SKILL.md); the rest comes from the constants and the data: the
 * name, what the skill needs (`compatibility`), and versions and the docs'
 * address (`metadata`). Every value is written as a JSON string, which YAML
 * reads as a double-quoted scalar, so no value can change the YAML around it.
 *
 * checkFrontMatter reads the rendered file back with the `yaml` package and
 * applies the Agent Skills specification's rules (agentskills.io/specification:
 * the fields, their lengths, the name's form and that it equals its folder),
 * plus ours: the description says when to use the skill.
 */
import {parse as parseYaml} from 'yaml';
import {MCP_SERVER, PRODUCT_NAME, SITE_VERSION} from '../../constants';
import {AGENT_SKILL} from 'companylens-docs-contract';
import server from '../../data/server.json';
import type {Rule} from './problems';

export interface SkillFrontMatter {
  name: string;
  description: string;
  compatibility: string;
  metadata: Record<string, string>;
  /** The block as written, `---` lines included. */
  text: string;
}

type Report = (line: number | undefined, rule: Rule, message: string, fix: string) => void;

/** The specification's limits. */
const SPEC = {
  nameMax: 64,
  namePattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  descriptionMax: 1024,
  compatibilityMax: 500,
  fields: ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'],
};
/** Words the description must hold: it says when an agent should use the skill. */
const WHEN = 'Use when';

/** The source's front matter block and the line each key is on. */
function sourceFrontMatter(source: string): {values: Record<string, unknown>; lines: Record<string, number>; end: number} {
  const lines = source.split('\n');
  if (lines[0] !== '---') return {values: {}, lines: {}, end: 0};
  const end = lines.indexOf('---', 1);
  const keyLines = Object.fromEntries(lines.slice(1, end).flatMap((l, i) => (/^[\w-]+:/.test(l) ? [[l.split(':')[0]!, i + 2]] : [])));
  let values: Record<string, unknown> = {};
  try {
    values = (parseYaml(lines.slice(1, end).join('\n')) ?? {}) as Record<string, unknown>;
  } catch {
    values = {};
  }
  return {values, lines: keyLines, end};
}

export function frontMatterOf(source: string, site: {url: string; baseUrl: string}, report: Report): SkillFrontMatter {
  const {values, lines} = sourceFrontMatter(source);
  for (const key of Object.keys(values).filter((k) => k !== 'description')) {
    report(lines[key], 'skill-front-matter', `the front matter gives "${key}", which the build writes itself`, 'keep only description: in src/skill/SKILL.md');
  }
  const description = typeof values.description === 'string' ? values.description.trim() : '';
  const at = lines.description ?? 1;
  if (!description) report(at, 'skill-front-matter', 'the front matter has no description', `add description: saying what the skill does and when to use it ("${WHEN} …")`);
  else {
    if (description.length > SPEC.descriptionMax) report(at, 'skill-front-matter', `the description is ${description.length} characters; the format allows ${SPEC.descriptionMax}`, 'shorten it');
    if (!description.includes(WHEN)) report(at, 'skill-front-matter', `the description does not say when to use the skill (no "${WHEN}")`, `add a sentence "${WHEN} …" naming the tasks it is for`);
  }
  const fm = {
    name: AGENT_SKILL.name,
    description,
    compatibility: `Needs the ${PRODUCT_NAME} MCP server (${MCP_SERVER.command} ${MCP_SERVER.args.join(' ')}) connected, with a Companies House API key in ${MCP_SERVER.keyEnv}.`,
    metadata: {version: SITE_VERSION, 'server-version': server.serverInfo.version, docs: `${site.url.replace(/\/$/, '')}${site.baseUrl}`},
  };
  const q = (v: string) => JSON.stringify(v);
  const text = ['---', `name: ${q(fm.name)}`, `description: ${q(fm.description)}`, `compatibility: ${q(fm.compatibility)}`, 'metadata:', ...Object.entries(fm.metadata).map(([k, v]) => `  ${k}: ${q(v)}`), '---', ''].join('\n');
  return {...fm, text};
}

/** The rendered SKILL.md's front matter against the specification's rules. */
export function checkFrontMatter(skillMd: string, report: Report) {
  const bad = (message: string) => report(1, 'skill-front-matter', `the rendered SKILL.md's front matter ${message}`, 'fix src/plugins/agent-skill/frontMatter.ts, which writes it');
  const {values, end} = sourceFrontMatter(skillMd);
  if (!end) return bad('is missing');
  for (const key of Object.keys(values)) if (!SPEC.fields.includes(key)) bad(`has "${key}", which the specification does not allow`);
  const {name, description, compatibility, metadata} = values as Record<string, unknown>;
  if (typeof name !== 'string' || !name.length || name.length > SPEC.nameMax || !SPEC.namePattern.test(name)) bad(`name ${JSON.stringify(name)} is not 1 to ${SPEC.nameMax} lower-case letters, digits and single hyphens`);
  else if (name !== AGENT_SKILL.name) bad(`name ${name} is not its folder's name, ${AGENT_SKILL.name}`);
  if (typeof description !== 'string' || !description.trim() || description.length > SPEC.descriptionMax) bad(`description is not 1 to ${SPEC.descriptionMax} characters`);
  if (compatibility !== undefined && (typeof compatibility !== 'string' || !compatibility.length || compatibility.length > SPEC.compatibilityMax)) bad(`compatibility is not 1 to ${SPEC.compatibilityMax} characters`);
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Object.values(metadata).some((v) => typeof v !== 'string'))) bad('metadata is not a map of strings to strings');
  return undefined;
}
