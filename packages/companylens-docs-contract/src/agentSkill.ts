/**
 * The Agent Skill for working with CompanyLens (src/plugins/agent-skill): its
 * name, which is also its folder, and where the build publishes it, as paths
 * under the base URL. The index and archive are where the Agent Skills
 * discovery draft (v0.2.0) puts them; the unpacked folder is what llms.txt
 * links and the docs MCP server reads; the download is for people. Not
 * re-exported by src/constants.ts, which every page's shared bundle reads, so
 * that only the pages that show the skill carry it.
 */
export const AGENT_SKILL = {
  name: 'companylens',
  index: '.well-known/agent-skills/index.json',
  /** Its files at the archive's root, as the draft requires. */
  archive: '.well-known/agent-skills/companylens.zip',
  folder: '.well-known/agent-skills/companylens/',
  /** The same files inside one `companylens/` folder, to unpack into a skills folder or upload. */
  download: 'companylens-skill.zip',
} as const;
