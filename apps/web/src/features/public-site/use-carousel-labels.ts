import { useTranslation } from 'react-i18next';
import type { CarouselLabels } from '../../components/carousel';

export function useCarouselLabels(): CarouselLabels {
  const { t } = useTranslation();
  return {
    carousel: t('carousel.carousel'),
    slideRole: t('carousel.slideRole'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    slide: (n, total) => t('carousel.slide', { n, total }),
    goTo: (n) => t('carousel.goTo', { n }),
  };
}
