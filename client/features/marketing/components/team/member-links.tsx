import Mail from 'lucide-react/icons/mail';
import type { TeamMember } from '../../../../config/team.ts';
import { LinkedInIcon } from '../social-icons.tsx';

/** LinkedIn and e-mail links of a team member, named for screen readers. */
export function MemberLinks({ member }: { member: TeamMember }) {
  const linkClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-accent hover:text-accent';
  return (
    <ul className="flex gap-2">
      {member.social.linkedin && (
        <li>
          <a
            href={member.social.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on LinkedIn`}
            className={linkClass}
          >
            <LinkedInIcon className="size-4" />
          </a>
        </li>
      )}
      {member.social.email && (
        <li>
          <a
            href={`mailto:${member.social.email}`}
            aria-label={`Email ${member.name}`}
            className={linkClass}
          >
            <Mail className="size-4" aria-hidden="true" />
          </a>
        </li>
      )}
    </ul>
  );
}
