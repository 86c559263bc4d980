import { useEffect, useId, useRef } from 'react';

/**
 * A chart drawn by Observable Plot, shown as one image with its description. Plot adds a
 * style element of its own, which the Content-Security-Policy refuses: it is taken out and
 * its few rules live in the console's stylesheet (.pl-results-chart).
 */
export function PlotFigure({ draw, description }: { draw: () => SVGSVGElement | HTMLElement; description: string }) {
  const place = useRef<HTMLDivElement>(null);
  const caption = useId();
  useEffect(() => {
    const chart = draw();
    for (const style of chart.querySelectorAll('style')) style.remove();
    // The figure is one image named by its caption: Plot's labels of its marks are not for reading out.
    chart.setAttribute('aria-hidden', 'true');
    place.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [draw]);
  return (
    <figure className="pl-results-figure">
      <div ref={place} className="pl-results-chart" role="img" aria-labelledby={caption} />
      <figcaption id={caption} className="pl-console-help">
        {description}
      </figcaption>
    </figure>
  );
}
