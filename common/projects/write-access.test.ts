import { describe, expect, it } from 'vitest';
import { writeRefusal } from './write-access.ts';

describe('writeRefusal (decision 007)', () => {
  it.each([
    ['owner', 'active', false, null],
    ['member', 'active', false, null],
    ['viewer', 'active', false, 'viewerReadOnly'],
    ['viewer', 'active', true, 'viewerReadOnly'],
    ['viewer', 'archived', true, 'viewerReadOnly'],
    ['member', 'archived', false, 'archivedReadOnly'],
    ['member', 'archived', true, null],
  ] as const)('%s of an %s project (admin: %s) -> %s', (role, status, isAdmin, expected) => {
    expect(writeRefusal({ role, status }, isAdmin)).toBe(expected);
  });
});
