import { PublicFrame } from '../../components/public-frame/public-frame';
import { useDocumentTitle } from '../../components/public-frame/use-document-title';
import { LegalDocument } from './components/legal-document';
import { TERMS_OF_SERVICE } from './terms-content';

/** /terms: the rules for using Waypoint, in plain language. */
export default function TermsPage() {
  useDocumentTitle('Terms of Service · Waypoint');
  return (
    <PublicFrame>
      <LegalDocument content={TERMS_OF_SERVICE} />
    </PublicFrame>
  );
}
