/**
 * How each client of ./clients.ts takes the agent skill, from its vendor's
 * documentation, keyed by the client's id: where it reads skills, one line
 * that puts the skill there, and what it does with it. A client that is not
 * here reads no Agent Skills, so the server alone is what it gets. Kept apart
 * from ./clients.ts so that only the installation page, which shows it,
 * carries it in its JavaScript.
 */
import {fetchSkillInto, fetchSkillIntoWindows, skillsAddCommand, type SkillDistribution} from './skillInstall';

/** How a client takes the agent skill, from its vendor's documentation. */
export interface SkillSetup {
  /** The folders it reads skills from: yours (every project) and one project's. */
  folders?: {personal?: string; project?: string};
  /** One line that fetches the skill into one of them. */
  command?: {language: 'bash' | 'powershell'; text: string};
  /** What the client does with it, in Markdown with `code` and [links](/path) only. */
  note: string;
  vendor: {title: string; url: string};
}

/** A skill set-up that unpacks the skill into the client's own folder for you. */
const skillIn = (personal: string | undefined, project: string, note: string, vendor: SkillSetup['vendor']) => (d: SkillDistribution): SkillSetup => ({
  folders: {personal, project},
  command: {language: 'bash', text: fetchSkillInto(d, personal ?? project)},
  note,
  vendor,
});

export const CLIENT_SKILLS: Readonly<Record<string, (d: SkillDistribution) => SkillSetup>> = {
  'claude-desktop': (d) => ({
    command: {language: 'bash', text: `curl -fsSLO ${d.download}`},
    note: "Claude's apps take custom skills as a zip uploaded in their settings, not from a folder: download the zip and upload it where the settings list your skills (the menu has moved between releases; Anthropic's help page [How to create custom Skills](https://support.claude.com/en/articles/12512198-how-to-create-custom-skills) says where it is now). Custom skills need a Pro, Max, Team or Enterprise plan with code execution turned on. Claude then uses the skill when a request is about UK companies.",
    vendor: {title: 'Agent Skills overview (Anthropic)', url: 'https://platform.claude.com/docs/en/agents-and-tools/agent-skills/overview'},
  }),
  goose: skillIn('~/.agents/skills', '.agents/skills', 'Goose adds the skills it finds to its instructions and loads this one when a request is about UK companies, or when you ask for it; its built-in Skills extension, on by default, must be on.', {
    title: 'goose: using skills',
    url: 'https://block.github.io/goose/docs/guides/context-engineering/using-skills/',
  }),
  'claude-code': skillIn('~/.claude/skills', '.claude/skills', 'Claude Code keeps the skill\'s name and description in context and loads the rest when a request needs it; `/companylens` loads it by hand.', {
    title: 'Extend Claude with skills (Claude Code)',
    url: 'https://code.claude.com/docs/en/skills',
  }),
  codex: skillIn('~/.agents/skills', '.agents/skills', 'For one project, unpack it into `.agents/skills` in your repository: Codex reads that folder in every directory from the one you start it in up to the repository\'s root. It starts with each skill\'s name, description and path, and reads `SKILL.md` when it decides to use one; `$companylens` calls it by hand. Codex notices a new skill by itself; restart it if the skill does not appear.', {
    title: 'Agent Skills in Codex (OpenAI)',
    url: 'https://developers.openai.com/codex/skills',
  }),
  'gemini-cli': skillIn('~/.gemini/skills', '.gemini/skills', 'Gemini CLI puts each skill\'s name and description in its system prompt; before it activates one it asks for your consent, then reads the rest. `/skills reload` picks up a new skill.', {
    title: 'Agent Skills in Gemini CLI',
    url: 'https://geminicli.com/docs/cli/skills/',
  }),
  cursor: skillIn('~/.cursor/skills', '.cursor/skills', 'Cursor finds skills when it starts, and its agent decides when one is relevant; type `/` in Agent chat to call it by name.', {
    title: 'Cursor: Agent Skills',
    url: 'https://cursor.com/docs/skills',
  }),
  vscode: skillIn('~/.copilot/skills', '.github/skills', 'GitHub Copilot in agent mode loads the skill when your request matches its description.', {
    title: 'Use Agent Skills in VS Code',
    url: 'https://code.visualstudio.com/docs/agent-customization/agent-skills',
  }),
  'visual-studio': (d) => ({
    folders: {personal: '%USERPROFILE%\\.copilot\\skills', project: '.github\\skills'},
    command: {language: 'powershell', text: fetchSkillIntoWindows(d, '$HOME\\.copilot\\skills')},
    note: "GitHub Copilot's agent mode loads the skill when your request matches its description. Which versions of Visual Studio read skills is in GitHub's Copilot feature matrix.",
    vendor: {title: 'About agent skills (GitHub Copilot)', url: 'https://docs.github.com/en/copilot/concepts/customizations/agent-skills'},
  }),
  windsurf: skillIn('~/.codeium/windsurf/skills', '.windsurf/skills', 'Cascade sees only the name and description until it uses the skill, or until you `@`-mention it.', {
    title: 'Windsurf: Cascade skills',
    url: 'https://docs.windsurf.com/windsurf/cascade/skills',
  }),
  zed: skillIn('~/.agents/skills', '.agents/skills', "Zed shows its agent the list of skills and loads this one when it is needed, or when you call it by slash command; when the agent uses a skill, Zed asks you to allow or deny it. A project's skills load only in a worktree you trust.", {
    title: 'Zed: Agent Skills',
    url: 'https://zed.dev/docs/ai/skills',
  }),
  jetbrains: (d) => ({
    command: {language: 'bash', text: fetchSkillInto(d, '~/skills')},
    note: "AI Assistant reads skills from the folders you give it: unpack the skill into one, then in AI Assistant's **Skills** settings choose **Manage Skill Directories** and add `~/skills`.",
    vendor: {title: 'AI Assistant: Skills (JetBrains)', url: 'https://www.jetbrains.com/help/ai-assistant/agent-skills.html'},
  }),
  kiro: skillIn('~/.kiro/skills', '.kiro/skills', 'Kiro loads the name and description when it starts and the rest when your request matches; a workspace skill wins over a global one of the same name. The **Agent Steering & Skills** panel shows it.', {
    title: 'Kiro: Agent Skills',
    url: 'https://kiro.dev/docs/skills',
  }),
  cline: skillIn('~/.cline/skills', '.cline/skills', 'Cline always shows its model each skill\'s name and description and loads `SKILL.md` when a task needs it; each skill can be switched off in its settings.', {
    title: 'Cline: skills',
    url: 'https://docs.cline.bot/customization/skills',
  }),
  'add-mcp': (d) => ({
    command: {language: 'bash', text: skillsAddCommand(d)},
    note: 'The `skills` command reads this site\'s skill index, checks the archive against its digest, and asks which of the coding agents on your machine to install it for; `-g` installs it for you rather than the project.',
    vendor: {title: 'skills (Vercel Labs)', url: 'https://github.com/vercel-labs/skills'},
  }),
};
