import { useId } from 'react';
import type { ManhattanView } from '@palate/protocol';
import './manhattan.css';

export interface ManhattanAttribute {
  id: string;
  label: string;
}

/**
 * A cell's shade: its cumulative share of the attribute's variance, from a light blue at 0 to
 * a dark blue at 1, so that the components where an attribute is explained read as a dark
 * block rising from the bottom (PanelCheck draws them in grey).
 */
function shade(share: number): string {
  const clamped = Math.min(1, Math.max(0, share));
  return `hsl(212 72% ${Math.round(96 - 74 * clamped)}%)`;
}

/**
 * Each judge's Manhattan plot (PanelCheck): a grid per judge, a column per attribute, a row per
 * component of the judge's own PCA, each cell shaded by the share of the attribute's variance
 * the components so far explain (its value in the cell's title); an attribute the judge never
 * varied is hatched. The grids are one image named by the caption; the figures are in the
 * table beside it.
 */
export function ManhattanPlot({
  plots,
  attributes,
  description,
  componentLabel,
  cellTitle,
  notVaried,
}: {
  plots: Record<string, ManhattanView>;
  attributes: ManhattanAttribute[];
  description: string;
  componentLabel: string;
  cellTitle: (judge: string, attribute: string, component: number, share: number) => string;
  notVaried: (judge: string, attribute: string) => string;
}) {
  const caption = useId();
  return (
    <figure className="pl-results-figure pl-manhattan">
      <div className="pl-manhattan-judges" role="img" aria-labelledby={caption}>
        {Object.entries(plots).map(([judge, plot]) => {
          const components = Math.max(0, ...Object.values(plot).map((cumulative) => cumulative?.length ?? 0));
          return (
            <div key={judge} className="pl-manhattan-judge" data-judge={judge}>
              <div className="pl-manhattan-name">{judge}</div>
              <div
                className="pl-manhattan-grid"
                style={{ gridTemplateColumns: `auto repeat(${attributes.length}, minmax(1.25rem, 1fr))` }}
              >
                <span className="pl-manhattan-axis">{componentLabel}</span>
                {attributes.map(({ id, label }) => (
                  <span key={id} className="pl-manhattan-attribute" title={label}>
                    {label}
                  </span>
                ))}
                {Array.from({ length: components }, (_, k) => (
                  <ManhattanRow
                    key={k}
                    component={k + 1}
                    cells={attributes.map(({ id, label }) => {
                      const share = plot[id]?.[k];
                      return share === undefined || share === null
                        ? { id, title: notVaried(judge, label) }
                        : { id, share, title: cellTitle(judge, label, k + 1, share) };
                    })}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      <figcaption id={caption} className="pl-console-help">
        {description}
      </figcaption>
    </figure>
  );
}

function ManhattanRow({
  component,
  cells,
}: {
  component: number;
  cells: { id: string; share?: number; title: string }[];
}) {
  return (
    <>
      <span className="pl-manhattan-component">{component}</span>
      {cells.map(({ id, share, title }) =>
        share === undefined ? (
          <span key={id} className="pl-manhattan-cell pl-manhattan-cell-none" title={title} />
        ) : (
          <span key={id} className="pl-manhattan-cell" title={title} style={{ backgroundColor: shade(share) }} />
        ),
      )}
    </>
  );
}
