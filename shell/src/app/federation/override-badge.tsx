import { writeOverrides } from './overrides';
import { notifyOverridesChanged, useRemoteOverrides } from './use-remotes-document';
import styles from './override-badge.module.css';

/** Always visible while any remote override is active in this browser, with a way to clear them. */
export function OverrideBadge() {
  const overrides = useRemoteOverrides();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const clear = () => {
    writeOverrides({});
    notifyOverridesChanged();
    window.location.reload();
  };
  return (
    <aside className={styles.badge} data-testid="remote-override-badge" aria-label="リモート上書き">
      <strong>リモート上書き中</strong>
      <ul className={styles.list}>
        {entries.map(([name, url]) => (
          <li key={name}>
            {name}: {url}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={clear}>
        上書きを解除
      </button>
    </aside>
  );
}
