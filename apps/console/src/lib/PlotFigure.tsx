import { useEffect, useId, useRef, useState } from 'react';

/** A chart is never drawn wider than this, so that its text stays in proportion on a wide screen. */
const MAX_WIDTH = 760;

/**
 * A chart drawn by Observable Plot at the width its place has (so that its text is not
 * shrunk on a phone), shown as one image named by its caption. Plot adds a style element of
 * its own, which the Content-Security-Policy refuses: it is taken out and its few rules live
 * in the console's stylesheet (.pl-results-chart).
 */
export function PlotFigure({
  draw,
  description,
}: {
  draw: (width: number) => SVGSVGElement | HTMLElement;
  description: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const caption = useId();
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(MAX_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (width === 0) return;
    const chart = draw(width);
    for (const style of chart.querySelectorAll('style')) style.remove();
    // The figure is one image named by its caption: Plot's labels of its marks are not for reading out.
    chart.setAttribute('aria-hidden', 'true');
    place.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [draw, width]);
  return (
    <figure className="pl-results-figure">
      <div ref={place} className="pl-results-chart" role="img" aria-labelledby={caption} />
      <figcaption id={caption} className="pl-console-help">
        {description}
      </figcaption>
    </figure>
  );
}
