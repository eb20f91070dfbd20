/**
 * The phone menu (navbar items and the whole docs sidebar, hidden off-screen
 * until the menu button is pressed) is built when the page is first idle, in a
 * transition React can interrupt, instead of in the render that follows
 * hydration. Stock builds it there as soon as the layout is known to be
 * narrow, which put about 150 hidden elements (37 links) into the longest task
 * of a phone's page load. If the menu is opened before that, it is built at
 * once.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {onIdle} from '@site/src/lib/browser/idle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => startTransition(() => setIdle(true)), 2000), []);
  return idle || shown ? <MobileSidebar /> : null;
}
