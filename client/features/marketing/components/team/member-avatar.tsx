import { initials, type TeamMember } from '../../../../config/team.ts';

/** A portrait when the member has one, otherwise their initials on a navy disc. */
export function MemberAvatar({ member, size = 'md' }: { member: TeamMember; size?: 'md' | 'lg' }) {
  const dimensions = size === 'lg' ? 'size-28 text-3xl' : 'size-16 text-xl';
  if (member.image) {
    return (
      <img
        src={member.image}
        alt={member.name}
        width={size === 'lg' ? 112 : 64}
        height={size === 'lg' ? 112 : 64}
        className={`${dimensions} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${dimensions} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-navy-800 to-accent font-semibold tracking-wide text-white shadow-md`}
    >
      {initials(member.name)}
    </span>
  );
}
