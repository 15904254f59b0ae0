// A highlight's colour as a small round chip, named for assistive technology ("Green
// highlight"): the highlights panel and the library show it beside each highlight.
import type { HighlightColour } from '../../shared/schemas/user-data.ts';
import * as colours from '../../styles/highlight-colours.css.ts';

export function HighlightChip({ color, className }: { color: HighlightColour; className: string }) {
  const colourName = `${color[0]!.toUpperCase()}${color.slice(1)}`;
  return <span role="img" aria-label={`${colourName} highlight`} title={colourName} className={`${className} ${colours.swatch[color]}`} />;
}
