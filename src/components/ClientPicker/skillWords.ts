/**
 * The words of "Add the skill" (./SkillSection.tsx), each through translate() with a stable id:
 * what each client does with the skill, and the title of its vendor's page. The data (folders,
 * commands, pages) is in src/lib/clients/clientSkills.ts, which code in plain Node also reads;
 * the words are here because translate() runs only in the site's bundle. The notes are Markdown
 * with `code` and [links](/path) only.
 */
import {translate} from '@docusaurus/Translate';
import type {SkillClientId} from '@site/src/lib/clients/clientSkills';

export interface SkillWords {
  /** What the client does with the skill. */
  note: string;
  /** The title of the vendor's page. */
  vendor: string;
}

/** Every skill's words; `satisfies` makes a client of clientSkills.ts without them, or words for no skill, a type error. */
function allWords() {
  return {
    'claude-desktop': {
      vendor: translate({id: 'site.clients.claude-desktop.skillVendor', message: 'Agent Skills overview (Anthropic)'}),
      note: translate({
        id: 'site.clients.claude-desktop.skillNote',
        message:
          'Claude\'s apps take custom skills as a zip uploaded in their settings, not from a folder: download the zip and upload it where the settings list your skills (the menu has moved between releases; Anthropic\'s help page [How to create custom Skills](https://support.claude.com/en/articles/12512198-how-to-create-custom-skills) says where it is now). Custom skills need a Pro, Max, Team or Enterprise plan with code execution turned on. Claude then uses the skill when a request is about UK companies.',
      }),
    },
    goose: {
      vendor: translate({id: 'site.clients.goose.skillVendor', message: 'goose: using skills'}),
      note: translate({
        id: 'site.clients.goose.skillNote',
        message:
          'Goose adds the skills it finds to its instructions and loads this one when a request is about UK companies, or when you ask for it; its built-in Skills extension, on by default, must be on.',
      }),
    },
    'claude-code': {
      vendor: translate({id: 'site.clients.claude-code.skillVendor', message: 'Extend Claude with skills (Claude Code)'}),
      note: translate({
        id: 'site.clients.claude-code.skillNote',
        message:
          'Claude Code keeps the skill\'s name and description in context and loads the rest when a request needs it; `/companylens` loads it by hand.',
      }),
    },
    codex: {
      vendor: translate({id: 'site.clients.codex.skillVendor', message: 'Agent Skills in Codex (OpenAI)'}),
      note: translate({
        id: 'site.clients.codex.skillNote',
        message:
          'For one project, unpack it into `.agents/skills` in your repository: Codex reads that folder in every directory from the one you start it in up to the repository\'s root. It starts with each skill\'s name, description and path, and reads `SKILL.md` when it decides to use one; `$companylens` calls it by hand. Codex notices a new skill by itself; restart it if the skill does not appear.',
      }),
    },
    'gemini-cli': {
      vendor: translate({id: 'site.clients.gemini-cli.skillVendor', message: 'Agent Skills in Gemini CLI'}),
      note: translate({
        id: 'site.clients.gemini-cli.skillNote',
        message:
          'Gemini CLI puts each skill\'s name and description in its system prompt; before it activates one it asks for your consent, then reads the rest. `/skills reload` picks up a new skill.',
      }),
    },
    cursor: {
      vendor: translate({id: 'site.clients.cursor.skillVendor', message: 'Cursor: Agent Skills'}),
      note: translate({
        id: 'site.clients.cursor.skillNote',
        message:
          'Cursor finds skills when it starts, and its agent decides when one is relevant; type `/` in Agent chat to call it by name.',
      }),
    },
    vscode: {
      vendor: translate({id: 'site.clients.vscode.skillVendor', message: 'Use Agent Skills in VS Code'}),
      note: translate({
        id: 'site.clients.vscode.skillNote',
        message:
          'GitHub Copilot in agent mode loads the skill when your request matches its description.',
      }),
    },
    'visual-studio': {
      vendor: translate({id: 'site.clients.visual-studio.skillVendor', message: 'About agent skills (GitHub Copilot)'}),
      note: translate({
        id: 'site.clients.visual-studio.skillNote',
        message:
          'GitHub Copilot\'s agent mode loads the skill when your request matches its description. Which versions of Visual Studio read skills is in GitHub\'s Copilot feature matrix.',
      }),
    },
    windsurf: {
      vendor: translate({id: 'site.clients.windsurf.skillVendor', message: 'Windsurf: Cascade skills'}),
      note: translate({
        id: 'site.clients.windsurf.skillNote',
        message:
          'Cascade sees only the name and description until it uses the skill, or until you `@`-mention it.',
      }),
    },
    zed: {
      vendor: translate({id: 'site.clients.zed.skillVendor', message: 'Zed: Agent Skills'}),
      note: translate({
        id: 'site.clients.zed.skillNote',
        message:
          'Zed shows its agent the list of skills and loads this one when it is needed, or when you call it by slash command; when the agent uses a skill, Zed asks you to allow or deny it. A project\'s skills load only in a worktree you trust.',
      }),
    },
    jetbrains: {
      vendor: translate({id: 'site.clients.jetbrains.skillVendor', message: 'AI Assistant: Skills (JetBrains)'}),
      note: translate({
        id: 'site.clients.jetbrains.skillNote',
        message:
          'AI Assistant reads skills from the folders you give it: unpack the skill into one, then in AI Assistant\'s **Skills** settings choose **Manage Skill Directories** and add `~/skills`.',
      }),
    },
    kiro: {
      vendor: translate({id: 'site.clients.kiro.skillVendor', message: 'Kiro: Agent Skills'}),
      note: translate({
        id: 'site.clients.kiro.skillNote',
        message:
          'Kiro loads the name and description when it starts and the rest when your request matches; a workspace skill wins over a global one of the same name. The **Agent Steering & Skills** panel shows it.',
      }),
    },
    cline: {
      vendor: translate({id: 'site.clients.cline.skillVendor', message: 'Cline: skills'}),
      note: translate({
        id: 'site.clients.cline.skillNote',
        message:
          'Cline always shows its model each skill\'s name and description and loads `SKILL.md` when a task needs it; each skill can be switched off in its settings.',
      }),
    },
    'add-mcp': {
      vendor: translate({id: 'site.clients.add-mcp.skillVendor', message: 'skills (Vercel Labs)'}),
      note: translate({
        id: 'site.clients.add-mcp.skillNote',
        message:
          'The `skills` command reads this site\'s skill index, checks the archive against its digest, and asks which of the coding agents on your machine to install it for; `-g` installs it for you rather than the project.',
      }),
    },
  } satisfies Readonly<Record<SkillClientId, SkillWords>>;
}

/** The words of one client's "Add the skill". */
export function skillWords(id: string): SkillWords {
  const words: Readonly<Record<string, SkillWords | undefined>> = allWords();
  const found = words[id];
  if (!found) throw new Error(`src/components/ClientPicker/skillWords.ts: no words for the skill of the client "${id}"`);
  return found;
}
