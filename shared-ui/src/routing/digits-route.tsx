import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isDigits } from '@akiya/contracts';
import { NotFoundPage } from '../components/error-page';

/**
 * Renders its children only when every named route parameter is digits only (docs/product.md §2:
 * "Page parameters are digits only"); otherwise the 404 page.
 */
export function DigitsRoute({ params = ['page'], children }: { params?: string[]; children: ReactNode }) {
  const values = useParams();
  const bad = params.some((name) => values[name] !== undefined && !isDigits(values[name] ?? ''));
  return bad ? <NotFoundPage /> : <>{children}</>;
}
