import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * One quiet line under a page's lead: its examples are made up. The whole
 * statement has one home, the home page's "About the examples", linked here.
 */
export default function Illustrative(): ReactNode {
  return (
    <p className={styles.line}>
      <Translate
        id="site.illustrative.line"
        values={{
          link: (
            <Link to="/#about-the-examples">
              <Translate id="site.illustrative.link">about the examples</Translate>
            </Link>
          ),
        }}>
        {'The companies, people and figures in this page’s examples are illustrative, not real records ({link}).'}
      </Translate>
    </p>
  );
}
