import type { PasswordPolicy } from '../../../../common/auth/contract.ts';

/** "At least 6 characters, with an uppercase letter and a number": the server's policy in words. */
export function describePolicy(policy: PasswordPolicy): string {
  const classes = [
    policy.requireLowercase && 'a lowercase letter',
    policy.requireUppercase && 'an uppercase letter',
    policy.requireNumber && 'a number',
    policy.requireSymbol && 'a symbol',
  ].filter(Boolean) as string[];
  const base = `At least ${policy.minLength} characters`;
  if (classes.length === 0) return `${base}.`;
  const last = classes.pop();
  return `${base}, with ${classes.length ? `${classes.join(', ')} and ${last}` : last}.`;
}
