import type { useProjectWorkspace } from '../../api/workspace.ts';

/** The page's one workspace query, handed to each section that reads from it. */
export type WorkspaceQuery = ReturnType<typeof useProjectWorkspace>;
