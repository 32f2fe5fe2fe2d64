import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

type Props = { delay: number; className?: string; children: ReactNode };

/**
 * Fades its content in from 15 px to the left over 0.8 s once it scrolls into view (spec §2), after
 * `delay` seconds. Hidden state comes from CSS (site.css), which also shows everything without
 * JavaScript or with reduced motion.
 */
export function Reveal({ delay, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={className}
      data-reveal={shown ? 'shown' : 'hidden'}
      style={{ '--reveal-delay': `${delay}s` } as CSSProperties}
    >
      {children}
    </div>
  );
}
