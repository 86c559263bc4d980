/** A point of a map with the words to write beside it. */
export interface LabelledPoint {
  x: number;
  y: number;
  label: string;
}

export interface PlacedLabel extends LabelledPoint {
  /** Where the label's middle goes, in the map's units. */
  labelX: number;
  labelY: number;
}

export interface Frame {
  /** The data range drawn, the same on both axes' unit so that distances keep their meaning. */
  x: [number, number];
  y: [number, number];
  /** Pixels: the drawing's size and its margins. */
  width: number;
  height: number;
  margin: number;
}

/** Approximate width of a character of the charts' 12-pixel text. */
const CHARACTER_WIDTH = 7;
const LINE_HEIGHT = 14;

/**
 * A square-unit frame around the points (a map's distances must not be stretched): the
 * larger of the two spans sets the scale, with room for labels at the edges.
 */
export function mapFrame(points: { x: number; y: number }[], width: number): Frame {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const pad = (min: number, max: number): [number, number] => {
    const span = Math.max(max - min, 1e-9);
    return [min - span * 0.12, max + span * 0.12];
  };
  let x = pad(Math.min(0, ...xs), Math.max(0, ...xs));
  let y = pad(Math.min(0, ...ys), Math.max(0, ...ys));
  const margin = 36;
  const height = Math.round(Math.min(width, 560));
  const unitsPerPixel = Math.max((x[1] - x[0]) / (width - 2 * margin), (y[1] - y[0]) / (height - 2 * margin));
  const widen = (range: [number, number], pixels: number): [number, number] => {
    const middle = (range[0] + range[1]) / 2;
    const half = (unitsPerPixel * pixels) / 2;
    return [middle - half, middle + half];
  };
  x = widen(x, width - 2 * margin);
  y = widen(y, height - 2 * margin);
  return { x, y, width, height, margin };
}

/**
 * Places each label beside its point where it overlaps no label placed before and no other
 * point (greedy, in the order given: put the important points first), trying above, below,
 * right, left and then further away; a label that finds no free place goes above its point.
 */
export function placeLabels(points: LabelledPoint[], frame: Frame): PlacedLabel[] {
  const scaleX = (frame.width - 2 * frame.margin) / (frame.x[1] - frame.x[0]);
  const scaleY = (frame.height - 2 * frame.margin) / (frame.y[1] - frame.y[0]);
  const toPixels = (x: number, y: number) => ({
    px: frame.margin + (x - frame.x[0]) * scaleX,
    py: frame.height - frame.margin - (y - frame.y[0]) * scaleY,
  });
  const boxes: { left: number; right: number; top: number; bottom: number }[] = points.map((p) => {
    const { px, py } = toPixels(p.x, p.y);
    return { left: px - 4, right: px + 4, top: py - 4, bottom: py + 4 };
  });
  const overlaps = (box: (typeof boxes)[number], own: number) =>
    boxes.some(
      (other, index) =>
        index !== own &&
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom,
    );
  return points.map((point) => {
    const { px, py } = toPixels(point.x, point.y);
    const half = (point.label.length * CHARACTER_WIDTH) / 2;
    const candidates = [1, 2, 3].flatMap((distance) => [
      { dx: 0, dy: -LINE_HEIGHT * distance },
      { dx: 0, dy: LINE_HEIGHT * distance },
      { dx: half + 8 * distance, dy: 0 },
      { dx: -(half + 8 * distance), dy: 0 },
      { dx: half + 6 * distance, dy: -LINE_HEIGHT * distance },
      { dx: -(half + 6 * distance), dy: LINE_HEIGHT * distance },
    ]);
    const fits = candidates.find(({ dx, dy }) => {
      const box = {
        left: px + dx - half,
        right: px + dx + half,
        top: py + dy - LINE_HEIGHT / 2,
        bottom: py + dy + LINE_HEIGHT / 2,
      };
      return (
        box.left >= 0 && box.right <= frame.width && box.top >= 0 && box.bottom <= frame.height && !overlaps(box, -1)
      );
    });
    const { dx, dy } = fits ?? { dx: 0, dy: -LINE_HEIGHT };
    boxes.push({
      left: px + dx - half,
      right: px + dx + half,
      top: py + dy - LINE_HEIGHT / 2,
      bottom: py + dy + LINE_HEIGHT / 2,
    });
    return { ...point, labelX: point.x + dx / scaleX, labelY: point.y - dy / scaleY };
  });
}

export interface DendrogramLink {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The segments of a dendrogram from R's merge, height and order: leaves at height 0 placed
 * 1…n in the tree's order, each merge a bracket at its height over the middles of its two
 * branches.
 */
export function dendrogramLinks(tree: {
  merge: [number, number][];
  height: number[];
  order: number[];
}): DendrogramLink[] {
  const leafPlace = new Map(tree.order.map((leaf, place) => [leaf, place + 1]));
  const nodes: { x: number; y: number }[] = [];
  const positionOf = (node: number) =>
    node < 0 ? { x: leafPlace.get(-node) ?? 0, y: 0 } : (nodes[node - 1] ?? { x: 0, y: 0 });
  const links: DendrogramLink[] = [];
  tree.merge.forEach(([a, b], step) => {
    const left = positionOf(a);
    const right = positionOf(b);
    const height = tree.height[step] ?? 0;
    links.push(
      { x1: left.x, y1: left.y, x2: left.x, y2: height },
      { x1: right.x, y1: right.y, x2: right.x, y2: height },
      { x1: left.x, y1: height, x2: right.x, y2: height },
    );
    nodes.push({ x: (left.x + right.x) / 2, y: height });
  });
  return links;
}

/**
 * Where to write labels that stand in one column (the segments' names at the end of their
 * lines): each as near its value as can be, none nearer another than `gap`. Labels too close
 * are moved apart as a group around the middle of their values; the order is kept.
 */
export function spreadLabels(values: number[], gap: number): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  // Groups of labels that touch, each laid out from its start at `gap` steps.
  const groups: { start: number; members: number[] }[] = [];
  for (const { value, index } of order) {
    groups.push({ start: value, members: [index] });
    for (;;) {
      const last = groups[groups.length - 1] as (typeof groups)[number];
      const before = groups[groups.length - 2];
      if (!before || before.start + before.members.length * gap <= last.start) break;
      const members = [...before.members, ...last.members];
      const middle = members.reduce((sum, member) => sum + (values[member] as number), 0) / members.length;
      groups.splice(-2, 2, { start: middle - ((members.length - 1) * gap) / 2, members });
    }
  }
  const placed = new Array<number>(values.length);
  for (const group of groups) group.members.forEach((member, k) => (placed[member] = group.start + k * gap));
  return placed;
}
