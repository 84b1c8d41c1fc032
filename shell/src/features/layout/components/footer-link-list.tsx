import { Link } from 'react-router-dom';
import type { FooterLink } from '../utils/footer-links';
import styles from './footer.module.css';

/** A list of footer links: plain, or laid out as chips (the categories). */
export function FooterLinkList({ links, chips = false }: { links: readonly FooterLink[]; chips?: boolean }) {
  return (
    <ul className={chips ? `${styles.links} ${styles.chips}` : styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
