import { PublicFrame } from '../../components/public-frame/public-frame';
import { useDocumentTitle } from '../../components/public-frame/use-document-title';
import { LegalDocument } from './components/legal-document';
import { PRIVACY_POLICY } from './privacy-content';

/** /privacy: what Waypoint stores, how it protects it, and the visitor's choices. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy · Waypoint');
  return (
    <PublicFrame>
      <LegalDocument content={PRIVACY_POLICY} />
    </PublicFrame>
  );
}
