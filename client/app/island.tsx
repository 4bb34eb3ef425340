/**
 * An island in a prerendered page (client/app/islands.ts): its own React root, rendered
 * here to the markup its module hydrates, with the same id prefix on both sides.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from './islands.ts';

export function Island({ name, children }: { name: IslandName; children: ReactElement }) {
  return (
    <div
      data-island={name}
      dangerouslySetInnerHTML={{ __html: renderToString(children, { identifierPrefix: name }) }}
    />
  );
}
