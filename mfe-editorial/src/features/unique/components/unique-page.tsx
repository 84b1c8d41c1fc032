import { SectionsPage } from '../../../components/sections-page';
import { uniqueLead, uniqueMeta, uniqueSections } from '../content/unique';

/** /unique — 家いちばの特徴. */
export function UniquePage() {
  return <SectionsPage meta={uniqueMeta} lead={uniqueLead} sections={uniqueSections} />;
}
