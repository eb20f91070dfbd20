/**
 * "Add the skill" in a client's panel of the picker (../ClientConfigTabs/WithSkill.tsx): where the
 * client reads skills, the command that puts the skill there and what the client does with it, or
 * that the server alone is what it gets. Apart from the picker, so only the page that shows it carries it.
 */
import React, {type ReactNode, useId} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {McpClient} from '@site/src/lib/clients/clients';
import type {SkillSetup} from '@site/src/lib/clients/clientSkills';
import Code from '@site/src/components/Code';
import {inline} from '.';
import styles from './styles.module.css';

export default function SkillSection({client, skill}: {client: McpClient; skill: SkillSetup | null}): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.skill} aria-labelledby={headingId} data-skill>
      <h3 id={headingId}>Add the skill</h3>
      {!skill ? (
        <p>{inline(`${client.label}'s documentation describes no support for Agent Skills, so the server alone is what it gets, and it is enough: each tool's description says what a call needs. The [agent skill](/getting-started/installation#agent-skill) adds the common jobs, the order of calls and what to do on each error, for clients that read skills.`)}</p>
      ) : (
        <>
          <p>{inline(skill.note)}</p>
          {skill.folders && (
            <table className={styles.files}>
              <thead>
                <tr>
                  <th scope="col">Skills for</th>
                  <th scope="col">Folder</th>
                </tr>
              </thead>
              <tbody>
                {skill.folders.personal && (
                  <tr>
                    <td>You, in every project</td>
                    <td>
                      <Code>{skill.folders.personal}</Code>
                    </td>
                  </tr>
                )}
                {skill.folders.project && (
                  <tr>
                    <td>One project</td>
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
            From {client.label}&apos;s documentation: <a href={skill.vendor.url}>{skill.vendor.title}</a>
          </p>
        </>
      )}
    </section>
  );
}

