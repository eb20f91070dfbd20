/**
 * "Add the skill" in a client's panel of the picker (../ClientConfigTabs/WithSkill.tsx): where the
 * client reads skills, the command that puts the skill there and what the client does with it, or
 * that the server alone is what it gets. Apart from the picker, so only the page that shows it carries it.
 */
import React, {type ReactNode, useId} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
import type {McpClient} from '@site/src/lib/clients/clients';
import type {SkillSetup} from '@site/src/lib/clients/clientSkills';
import Code from '@site/src/components/Code';
import {inline} from '.';
import {skillWords} from './skillWords';
import {clientName} from './words';
import {MCP_SERVER} from '@site/src/constants';
import styles from './styles.module.css';

export default function SkillSection({client, skill}: {client: McpClient; skill: SkillSetup | null}): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.skill} aria-labelledby={headingId} data-skill>
      <h3 id={headingId}>
        <Translate id="site.clients.skill.heading">Add the skill</Translate>
      </h3>
      {!skill ? (
        <p>
          {inline(
            translate(
              {
                id: 'site.clients.skill.none',
                message:
                  "{client}'s documentation describes no support for Agent Skills, so the server alone is what it gets, and it is enough: each tool's description says what a call needs. The [agent skill](/getting-started/installation#agent-skill) adds the common jobs, the order of calls and what to do on each error, for clients that read skills.",
              },
              {client: clientName(client, MCP_SERVER)},
            ),
          )}
        </p>
      ) : (
        <>
          <p>{inline(skillWords(client.id).note)}</p>
          {skill.folders && (
            <table className={styles.files}>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="site.clients.skill.for">Skills for</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="site.clients.skill.folder">Folder</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {skill.folders.personal && (
                  <tr>
                    <td>
                      <Translate id="site.clients.skill.personal">You, in every project</Translate>
                    </td>
                    <td>
                      <Code>{skill.folders.personal}</Code>
                    </td>
                  </tr>
                )}
                {skill.folders.project && (
                  <tr>
                    <td>
                      <Translate id="site.clients.skill.project">One project</Translate>
                    </td>
                    <td>
                      <Code>{skill.folders.project}</Code>
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
          {skill.command && <CodeBlock language={skill.command.language}>{skill.command.text}</CodeBlock>}
          <p className={styles.source}>
            <Translate
              id="site.clients.skill.source"
              values={{client: clientName(client, MCP_SERVER), link: <a href={skill.vendor.url}>{skillWords(client.id).vendor}</a>}}>
              {"From {client}'s documentation: {link}"}
            </Translate>
          </p>
        </>
      )}
    </section>
  );
}

