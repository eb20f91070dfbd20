/**
 * The CompanyLens agent skill, one plugin: it renders src/skill/SKILL.md with
 * src/data into a skill folder (./render), checks it, and after the build
 * publishes it at AGENT_SKILL's paths (./files). README.md here says how to
 * write it and what each check says.
 *
 * - `npm run build`: the skill is rendered and checked when the plugin loads,
 *   before any plugin loads content, so a name the data lacks is reported
 *   first, whatever else the same change breaks; every problem in one report,
 *   then the build stops (exit code 1), with no stack trace. After the pages
 *   are built, its links to them are checked, and the files written.
 * - `npm start`: each time the source or the data changes, the problems are
 *   warnings in the terminal.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {AGENT_SKILL} from '../../lib/agents/agentSkill';
import {publishedSkill} from './files';
import {brokenPageLinks} from './links';
import {formatProblem, formatReport, type Problem} from './problems';
import {renderSkill, SOURCE, type RenderedSkill} from './render';

function stop(problems: Problem[]): never {
  logger.error(formatReport(problems));
  // one report, then stop: a thrown error would add the stack of Docusaurus's build around it
  process.exit(1);
}

export default function agentSkillPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const site = {url: siteConfig.url, baseUrl};
  const production = process.env.NODE_ENV === 'production';
  let skill: RenderedSkill | undefined;
  if (production) {
    skill = renderSkill(siteDir, site);
    if (skill.problems.length) stop(skill.problems);
  }

  return {
    name: 'companylens-agent-skill',

    getPathsToWatch: () => [path.join(siteDir, SOURCE), path.join(siteDir, 'src/data/*.json')],

    async loadContent() {
      if (production) return;
      skill = renderSkill(siteDir, site);
      for (const p of skill.problems) logger.warn(`${formatProblem(p)} (npm run build stops on it)`);
    },

    async postBuild({outDir}) {
      if (!skill) return;
      const broken = brokenPageLinks(outDir, skill.pageLinks);
      if (broken.length) stop(broken);
      const {files} = publishedSkill(skill.files, skill.frontMatter.description, baseUrl);
      for (const [file, content] of Object.entries(files)) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      const kb = (file: string) => `${(fs.statSync(path.join(outDir, file)).size / 1024).toFixed(1)} KB`;
      const refs = Object.keys(skill.tokens).filter((f) => f.startsWith('references/'));
      console.log(
        `[agent-skill] ${AGENT_SKILL.folder}SKILL.md ${skill.tokens['SKILL.md']!.toLocaleString('en-GB')} tokens, ${refs.length} references ${Math.min(...refs.map((f) => skill!.tokens[f]!))}–${Math.max(...refs.map((f) => skill!.tokens[f]!))} tokens; ${AGENT_SKILL.archive} ${kb(AGENT_SKILL.archive)}, ${AGENT_SKILL.index}, ${AGENT_SKILL.download}`,
      );
    },
  };
}
