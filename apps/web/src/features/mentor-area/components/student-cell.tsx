import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import type { MentorSession } from '@neetmentor/contract';

const Root = styled('div')({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });

const Names = styled('div')({ display: 'grid', minWidth: 0 });

const FullName = styled('span')({ fontWeight: 700 });

const Username = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

/** The student of a session: picture (or initial), full name and the username the search matches. */
export function StudentCell({ student }: { student: MentorSession['student'] }) {
  const name = studentName(student);
  return (
    <Root>
      {/* Decorative: the name beside it says who it is. */}
      <Avatar
        src={student.profilePicture ?? undefined}
        alt=""
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          bgcolor: 'primary.light',
          color: 'primary.dark',
          fontSize: '0.8125rem',
          fontWeight: 800,
        }}
      >
        {initialsOf(student)}
      </Avatar>
      <Names>
        <FullName>{name}</FullName>
        <Username>@{student.username}</Username>
      </Names>
    </Root>
  );
}

function initialsOf(student: MentorSession['student']): string {
  const initials = `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`;
  return (initials || student.username.charAt(0)).toUpperCase();
}

/** How a page's messages name the student: their full name, or the username when they gave none. */
export function studentName(student: MentorSession['student']): string {
  return `${student.firstName} ${student.lastName}`.trim() || student.username;
}
