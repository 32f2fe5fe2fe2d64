import type { SiteLanguage } from '../site-urls';
import { AboutTeaser } from './about-teaser';
import { BenefitsSection } from './benefits-section';
import { ContactForm } from './contact-form';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { InfoSection } from './info-section';
import { PartnersSection } from './partners-section';
import { PlansSection } from './plans-section';
import { ResourcesSection } from './resources-section';
import { TestimonialsSection } from './testimonials-section';

/** The spec's section order: hero, what it is, resources, benefits, plans, contact/FAQ, testimonials, about us. */
export function LandingPage({ lang }: { lang: SiteLanguage }) {
  return (
    <>
      <HeroSection />
      <InfoSection />
      <ResourcesSection />
      <BenefitsSection />
      <PlansSection />
      <PartnersSection />
      <FaqSection />
      <ContactForm />
      <TestimonialsSection />
      <AboutTeaser lang={lang} />
    </>
  );
}
