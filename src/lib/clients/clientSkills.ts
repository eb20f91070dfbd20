/**
 * How each client of ./clients.ts takes the agent skill, from its vendor's
 * documentation, keyed by the client's id: where it reads skills, one line
 * that puts the skill there, and what it does with it. A client that is not
 * here reads no Agent Skills, so the server alone is what it gets. Kept apart
 * from ./clients.ts so that only the installation page, which shows it,
 * carries it in its JavaScript. Its words (what each client does with the
 * skill, the vendor pages' titles) go through translate() in
 * src/components/ClientPicker/skillWords.ts, keyed by the client's id: this
 * file is also read in plain Node, where translate() does not run.
 */
import type {ClientId} from './clients';
import {fetchSkillInto, fetchSkillIntoWindows, skillsAddCommand, type SkillDistribution} from './skillInstall';

/** How a client takes the agent skill, from its vendor's documentation. */
export interface SkillSetup {
  /** The folders it reads skills from: yours (every project) and one project's. */
  folders?: {personal?: string; project?: string};
  /** One line that fetches the skill into one of them. */
  command?: {language: 'bash' | 'powershell'; text: string};
  /** The vendor's page (its title is in the picker's words). */
  vendor: {url: string};
}

/** A skill set-up that unpacks the skill into the client's own folder for you. */
const skillIn = (personal: string | undefined, project: string, vendor: SkillSetup['vendor']) => (d: SkillDistribution): SkillSetup => ({
  folders: {personal, project},
  command: {language: 'bash', text: fetchSkillInto(d, personal ?? project)},
  vendor,
});

const SKILLS = {
  'claude-desktop': (d) => ({
    command: {language: 'bash', text: `curl -fsSLO ${d.download}`},
    vendor: {url: 'https://platform.claude.com/docs/en/agents-and-tools/agent-skills/overview'},
  }),
  goose: skillIn('~/.agents/skills', '.agents/skills', {url: 'https://block.github.io/goose/docs/guides/context-engineering/using-skills/'}),
  'claude-code': skillIn('~/.claude/skills', '.claude/skills', {url: 'https://code.claude.com/docs/en/skills'}),
  codex: skillIn('~/.agents/skills', '.agents/skills', {url: 'https://developers.openai.com/codex/skills'}),
  'gemini-cli': skillIn('~/.gemini/skills', '.gemini/skills', {url: 'https://geminicli.com/docs/cli/skills/'}),
  cursor: skillIn('~/.cursor/skills', '.cursor/skills', {url: 'https://cursor.com/docs/skills'}),
  vscode: skillIn('~/.copilot/skills', '.github/skills', {url: 'https://code.visualstudio.com/docs/agent-customization/agent-skills'}),
  'visual-studio': (d) => ({
    folders: {personal: '%USERPROFILE%\\.copilot\\skills', project: '.github\\skills'},
    command: {language: 'powershell', text: fetchSkillIntoWindows(d, '$HOME\\.copilot\\skills')},
    vendor: {url: 'https://docs.github.com/en/copilot/concepts/customizations/agent-skills'},
  }),
  windsurf: skillIn('~/.codeium/windsurf/skills', '.windsurf/skills', {url: 'https://docs.windsurf.com/windsurf/cascade/skills'}),
  zed: skillIn('~/.agents/skills', '.agents/skills', {url: 'https://zed.dev/docs/ai/skills'}),
  jetbrains: (d) => ({
    command: {language: 'bash', text: fetchSkillInto(d, '~/skills')},
    vendor: {url: 'https://www.jetbrains.com/help/ai-assistant/agent-skills.html'},
  }),
  kiro: skillIn('~/.kiro/skills', '.kiro/skills', {url: 'https://kiro.dev/docs/skills'}),
  cline: skillIn('~/.cline/skills', '.cline/skills', {url: 'https://docs.cline.bot/customization/skills'}),
  'add-mcp': (d) => ({
    command: {language: 'bash', text: skillsAddCommand(d)},
    vendor: {url: 'https://github.com/vercel-labs/skills'},
  }),
} satisfies Partial<Record<ClientId, (d: SkillDistribution) => SkillSetup>>;

export const CLIENT_SKILLS: Readonly<Record<string, (d: SkillDistribution) => SkillSetup>> = SKILLS;
/** A client that takes the skill, as its words (src/components/ClientPicker/skillWords.ts) are keyed. */
export type SkillClientId = keyof typeof SKILLS;
