import { useLocation, useNavigate } from 'react-router-dom';
import { selectBackUrl, useAppSelector, Icon } from '@akiya/shared-ui';
import { backTarget } from '../utils/back-target';

/** The header's back button (docs/product.md §2 rules in `backTarget`); renders nothing where it is hidden. */
export function BackButton({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const storedBackUrl = useAppSelector(selectBackUrl);
  // 'default' is the key of the first entry the app was loaded with: nothing of ours to go back to.
  const target = backTarget(location.pathname, location.state, storedBackUrl, location.key !== 'default');
  if (!target) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label="戻る"
      onClick={() => (target.kind === 'history' ? navigate(-1) : navigate(target.to))}
    >
      <Icon name="back" className={iconClassName} />
    </button>
  );
}
