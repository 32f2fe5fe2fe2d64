import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styles from './carousel.module.css';

export type CarouselLabels = {
  /** What assistive technology calls the widget and each slide ('carrossel', 'slide'). */
  carousel: string;
  slideRole: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  slide: (n: number, total: number) => string;
  goTo: (n: number) => string;
};

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  labels: CarouselLabels;
  slides: ReactNode[];
  /** Sets how many slides show at each width (flex-basis per breakpoint). */
  slideClassName: string | undefined;
  /** Advance every N ms; a pause button is shown (WCAG 2.2.2) and reduced motion starts paused. */
  autoplayMs?: number;
  /** 'rtl' makes the carousel run from right to left. */
  direction?: 'ltr' | 'rtl';
  /** 'dots': one button per position; 'sets': numbered buttons jumping to the given slide indexes. */
  pagination?:
    { kind: 'dots' } | { kind: 'sets'; starts: number[]; label: (n: number) => string; groupLabel: string };
  className?: string;
};

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A looping Embla carousel that can be driven entirely by keyboard and paused at any time. */
export function Carousel({
  label,
  labels,
  slides,
  slideClassName,
  autoplayMs,
  direction = 'ltr',
  pagination,
  className,
}: Props) {
  // Plugins must keep their identity across renders, or Embla restarts on every render.
  const [plugins] = useState(() =>
    autoplayMs
      ? [
          Autoplay({
            delay: autoplayMs,
            playOnInit: !reducedMotion(),
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]
      : [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', direction }, plugins);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
    };
    const autoplay = api.plugins().autoplay as AutoplayType | undefined;
    const syncPlaying = () => setPlaying(Boolean(autoplay?.isPlaying()));
    // Embla emits these before isPlaying() changes: the event itself says what the state is now.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    sync();
    syncPlaying();
    api.on('select', sync).on('reInit', sync);
    api.on('autoplay:play', played).on('autoplay:stop', stopped).on('reInit', syncPlaying);
    return () => {
      api.off('select', sync).off('reInit', sync);
      api.off('autoplay:play', played).off('autoplay:stop', stopped).off('reInit', syncPlaying);
    };
  }, [api]);

  const togglePlay = useCallback(() => {
    const autoplay = api?.plugins().autoplay as AutoplayType | undefined;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [api]);

  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewportRef} dir={direction}>
        <div className={styles.container}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slide(i + 1, slides.length)}
              dir="ltr"
              data-carousel-slide=""
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => api?.scrollPrev()}
          aria-label={labels.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {pagination?.kind === 'dots' && (
          <div className={styles.dots}>
            {snaps.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={labels.goTo(i + 1)}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(i)}
              />
            ))}
          </div>
        )}
        {pagination?.kind === 'sets' && (
          <div className={styles.sets} role="group" aria-label={pagination.groupLabel}>
            {pagination.starts.map((start, i) => {
              const end = pagination.starts[i + 1] ?? slides.length;
              const current = selected >= start && selected < end;
              return (
                <button
                  key={start}
                  type="button"
                  className={styles.set}
                  aria-label={pagination.label(i + 1)}
                  aria-pressed={current}
                  onClick={() => api?.scrollTo(start)}
                >
                  {i + 1}
                </button>
              );
            })}
          </div>
        )}
        <button
          type="button"
          className={styles.arrow}
          onClick={() => api?.scrollNext()}
          aria-label={labels.next}
        >
          <span aria-hidden="true">›</span>
        </button>
        {autoplayMs ? (
          <button
            type="button"
            className={styles.pause}
            onClick={togglePlay}
            aria-label={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
