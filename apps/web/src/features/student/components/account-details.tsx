import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatIstDay, GENDERS, STUDENT_CLASSES, type StudentProfile } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

/** The spec's placeholder for a detail the student has not filled in. */
export const EMPTY_DETAIL = '- - -';

const Identity = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
}));

const Name = styled('p')({ margin: 0, fontSize: '1.25rem', fontWeight: 800 });

const Username = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

const Details = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& div': {
    padding: theme.spacing(1.5, 2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 12,
  },
  '& dt': { color: theme.palette.text.secondary, fontSize: '0.875rem' },
  '& dd': { margin: '4px 0 0', fontWeight: 600, overflowWrap: 'anywhere' },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
}));

function isOneOf<Choice extends string>(choices: readonly Choice[], value: string | null): value is Choice {
  return (choices as readonly (string | null)[]).includes(value);
}

interface AccountDetailsProps {
  student: StudentProfile;
  onEdit: () => void;
  onChangePassword: () => void;
}

/** Account Information (spec part 1 §2): the student's details, read-only. */
export function AccountDetails({ student, onEdit, onChangePassword }: AccountDetailsProps) {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const { gender, currentClass } = student;
  // The fixed choices read in the page's language; anything else is shown as stored.
  const genderText = isOneOf(GENDERS, gender) ? t(`genders.${gender}`) : gender;
  const classText = isOneOf(STUDENT_CLASSES, currentClass) ? t(`classes.${currentClass}`) : currentClass;
  const rows: [string, string | null][] = [
    [t('fields.email'), student.email],
    [t('fields.username'), student.username],
    [t('fields.firstName'), student.firstName],
    [t('fields.lastName'), student.lastName],
    [t('fields.number'), student.number],
    [t('fields.class'), classText],
    [t('fields.gender'), genderText],
    [t('fields.dateOfBirth'), student.dateOfBirth && formatIstDay(student.dateOfBirth, language)],
  ];
  return (
    <>
      <Identity>
        <Avatar
          src={student.profilePicture ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.75rem' }}
        >
          {student.firstName.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Name>
            {student.firstName} {student.lastName}
          </Name>
          <Username>@{student.username}</Username>
        </div>
      </Identity>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || EMPTY_DETAIL}</dd>
          </div>
        ))}
      </Details>
      <Actions>
        <Button variant="contained" size="large" onClick={onEdit}>
          {t('account.edit')}
        </Button>
        <Button size="large" onClick={onChangePassword}>
          {t('account.changePassword')}
        </Button>
      </Actions>
    </>
  );
}
