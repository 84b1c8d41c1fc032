import { Link } from 'react-router-dom';
import type { FooterLink } from '../utils/footer-links';
import styles from './footer.module.css';

/** A plain list of footer links. */
export function FooterLinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
