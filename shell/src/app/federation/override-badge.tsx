import { readOverrideExpiries, renewOverrides, writeOverrides } from './overrides';
import { notifyOverridesChanged, useRemoteOverrides } from './use-remotes-document';
import styles from './override-badge.module.css';

function untilText(at: number | undefined): string {
  if (!at) return '';
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Always visible while any remote override is active in this browser, with a way to clear them. */
export function OverrideBadge() {
  const overrides = useRemoteOverrides();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const expiries = readOverrideExpiries();
  const renew = () => {
    renewOverrides();
    notifyOverridesChanged();
  };
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
            <span className={styles.until}>（{untilText(expiries[name as keyof typeof expiries])}まで有効）</span>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={renew}>
        24時間延長
      </button>
      <button type="button" className={styles.clear} onClick={clear}>
        上書きを解除
      </button>
    </aside>
  );
}
