/**
 * The CompanyLens agent skill, one plugin: it renders src/skill/SKILL.md with
 * src/data into a skill folder (./render) and, after the build, publishes it at
 * AGENT_SKILL's paths (./files). README.md here says how to write it. Its checks
 * (./render's problems, and its links to the pages) are the writers' check's
 * (src/writers/rules/skill.ts), which stops the build before any page is
 * rendered and warns under `npm start`. The renderer (unified, the tokenizer,
 * Ajv) loads only when the build reaches the skill, not with the site's config.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {publishedSkill} from './files';
import {keptSkill} from './kept';

export default function agentSkillPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const site = {url: siteConfig.url, baseUrl};
  return {
    name: 'companylens-agent-skill',

    async postBuild({outDir}) {
      const started = performance.now();
      // the render the docs' <SkillTokens> made, if any (loading ./render again costs more than it)
      const skill = await (keptSkill(siteDir, site).skill ?? import('./render').then(({renderSkill}) => renderSkill(siteDir, site)));
      const {files} = publishedSkill(skill.files, skill.frontMatter.description, baseUrl);
      for (const [file, content] of Object.entries(files)) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      const kb = (file: string) => `${(fs.statSync(path.join(outDir, file)).size / 1024).toFixed(1)} KB`;
      const refs = Object.keys(skill.tokens).filter((f) => f.startsWith('references/'));
      console.log(
        `[agent-skill] ${AGENT_SKILL.folder}SKILL.md ${skill.tokens['SKILL.md']!.toLocaleString('en-GB')} tokens, ${refs.length} references ${Math.min(...refs.map((f) => skill.tokens[f]!))}–${Math.max(...refs.map((f) => skill.tokens[f]!))} tokens; ${AGENT_SKILL.archive} ${kb(AGENT_SKILL.archive)}, ${AGENT_SKILL.index}, ${AGENT_SKILL.download} in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
