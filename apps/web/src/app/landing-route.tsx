import type { ReactNode } from 'react';
import { ContactSection } from '../features/contact/contact-section';
import LandingPage from '../features/landing/landing-page';

interface LandingRouteProps {
  /** The contact form, lazily loaded with the Redux store it sends through (see layout-routes.tsx). */
  contactForm: ReactNode;
  /** The shell's account menu, lazily loaded with the store; the header shows it to a signed-in visitor. */
  accountMenu: ReactNode;
}

/** `/`: the landing page with the contact feature's section in its place (features never import each other). */
export function LandingRoute({ contactForm, accountMenu }: LandingRouteProps) {
  return <LandingPage contactSection={<ContactSection form={contactForm} />} accountMenu={accountMenu} />;
}
