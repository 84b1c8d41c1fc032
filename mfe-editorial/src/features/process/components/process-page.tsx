import { SectionsPage } from '../../../components/sections-page';
import { processLead, processMeta, processSections } from '../content/process';

/** /process — はじめての方へ: the steps for sellers and for buyers. */
export function ProcessPage() {
  return <SectionsPage meta={processMeta} lead={processLead} sections={processSections} />;
}
