import { paths } from '../../../../app/paths.ts';
import anywhereImage from '../../assets/banner-anywhere.svg';
import continuingImage from '../../assets/banner-continuing.svg';
import healthcareImage from '../../assets/banner-healthcare.svg';
import welcomeImage from '../../assets/banner-welcome.svg';
import workplaceImage from '../../assets/banner-workplace.svg';

export type SlideId = 'welcome' | 'healthcare' | 'anywhere' | 'continuing' | 'workplace';

export interface BannerSlide {
  id: SlideId;
  image: string;
  /** Where the slide's button leads. */
  href: string;
  /** Where it leads a signed-in learner instead (the landing page is /LandingScreen for them too). */
  signedInHref?: string;
  background: string;
}

/** The five slides of the landing banner, in the spec's order (spec 1 §1). */
export const bannerSlides: readonly BannerSlide[] = [
  {
    id: 'welcome',
    image: welcomeImage,
    href: paths.quickTourPreLogin.getHref(),
    signedInHref: paths.quickTour.getHref(),
    background: '#0f3358',
  },
  { id: 'healthcare', image: healthcareImage, href: paths.onlineProgram.getHref(), background: '#0b4f5c' },
  { id: 'anywhere', image: anywhereImage, href: paths.aboutOnlineLearning.getHref(), background: '#3f2f73' },
  { id: 'continuing', image: continuingImage, href: paths.onlineProgram.getHref(), background: '#1d5436' },
  { id: 'workplace', image: workplaceImage, href: paths.contactUs.getHref(), background: '#6b2f0c' },
];

/** Spec 1 §9: a slide every 3000 ms, moving in 500 ms. */
export const autoplayMs = 3000;
export const transitionMs = 500;
