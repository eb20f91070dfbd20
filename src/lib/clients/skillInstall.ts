/**
 * How a reader fetches the agent skill (AGENT_SKILL, src/plugins/agent-skill)
 * into a client's skills folder: one command that downloads the zip, whose one
 * top-level folder is `companylens/`, and unpacks it there. ./clients.ts says
 * which folder each client reads.
 */
import {AGENT_SKILL} from 'companylens-docs-contract';

/** The skill's published files at one site's address. */
export interface SkillDistribution {
  /** The zip for people: AGENT_SKILL.download. */
  download: string;
  /** The site's address, which the `skills` command reads the discovery index from. */
  site: string;
}

export function skillDistribution(siteUrl: string, baseUrl: string): SkillDistribution {
  const site = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  return {download: `${site}${AGENT_SKILL.download}`, site};
}

/** macOS and Linux (and Git Bash): make `dir` (unzip makes only its last folder), download, unpack there. */
export const fetchSkillInto = (d: SkillDistribution, dir: string) =>
  `mkdir -p ${dir} && curl -fsSL ${d.download} -o /tmp/${AGENT_SKILL.download} && unzip -o /tmp/${AGENT_SKILL.download} -d ${dir}`;

/** Windows PowerShell: the same, into `dir` under the user's folder. */
export const fetchSkillIntoWindows = (d: SkillDistribution, dir: string) =>
  `Invoke-WebRequest -Uri ${d.download} -OutFile $env:TEMP\\${AGENT_SKILL.download}; Expand-Archive -Path $env:TEMP\\${AGENT_SKILL.download} -DestinationPath ${dir} -Force`;

/** The `skills` command (npm), which reads the site's discovery index, checks the digest and installs into the agents it finds. */
export const skillsAddCommand = (d: SkillDistribution) => `npx skills add ${d.site}`;
