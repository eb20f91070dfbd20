/**
 * The client picker of ./index.tsx with "Add the skill" in each panel (src/lib/clients/clientSkills.ts),
 * for the installation page, the skill's home: only the page that shows the set-ups carries them.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CLIENT_SKILLS} from '@site/src/lib/clients/clientSkills';
import {skillDistribution} from '@site/src/lib/clients/skillInstall';
import SkillSection from '@site/src/components/ClientPicker/SkillSection';
import ClientConfigTabs from '.';

export default function ClientConfigTabsWithSkill(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const skill = skillDistribution(siteConfig.url, siteConfig.baseUrl);
  return <ClientConfigTabs after={(client) => <SkillSection client={client} skill={CLIENT_SKILLS[client.id]?.(skill) ?? null} />} />;
}
