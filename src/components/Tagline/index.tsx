import type {ReactNode} from 'react';
import {TAGLINE} from '@site/src/constants';
import styles from './styles.module.css';

/** The product tagline as the home page's lead line, under its title. */
export default function Tagline(): ReactNode {
  return <p className={styles.tagline}>{TAGLINE}</p>;
}
