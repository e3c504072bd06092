import type { ReactNode } from 'react';
import { ContactSection } from '../features/contact/contact-section';
import LandingPage from '../features/landing/landing-page';

interface LandingRouteProps {
  /** The contact form, lazily loaded with the Redux store it sends through (see layout-routes.tsx). */
  contactForm: ReactNode;
}

/** `/`: the landing page with the contact feature's section in its place (features never import each other). */
export function LandingRoute({ contactForm }: LandingRouteProps) {
  return <LandingPage contactSection={<ContactSection form={contactForm} />} />;
}
