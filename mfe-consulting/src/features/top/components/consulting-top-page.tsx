import { useDocumentTitle } from '@akiya/shared-ui';
import { useAnchorScroll } from '../hooks/use-anchor-scroll';
import { HeroSection } from './hero-section';
import { ConceptSection } from './concept-section';
import { MenuSection } from './menu-section';
import { ServiceSection } from './service-section';
import { ProblemSection } from './problem-section';
import { WorksSection } from './works-section';
import { CompanySection } from './company-section';

/** /airyflow: the consulting top with its seven anchors (docs/product.md §2). */
export function ConsultingTopPage() {
  useDocumentTitle('airyflow 不動産ストック活用コンサルティング');
  useAnchorScroll();
  return (
    <main>
      <HeroSection />
      <ConceptSection />
      <MenuSection />
      <ServiceSection />
      <ProblemSection />
      <WorksSection />
      <CompanySection />
    </main>
  );
}
