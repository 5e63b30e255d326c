import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, UserType } from '@neetmentor/contract';
import { saveAuth } from '../../../lib/auth-storage.ts';
import { logInMentor } from './log-in-mentor.ts';
import { logInStudent } from './log-in-student.ts';

export interface LoginAttempt extends LoginRequest {
  /** The tab the form was sent from: students and mentors log in by calls of their own. */
  role: UserType;
}

interface SignedIn {
  role: UserType;
  token: string;
  userId: string;
}

/** The login form's call: the chosen role's login. */
export async function logIn({ role, ...credentials }: LoginAttempt): Promise<SignedIn> {
  if (role === 'Student') {
    const { token, studentId } = await logInStudent(credentials);
    return { role, token, userId: studentId };
  }
  const { token, mentorId } = await logInMentor(credentials);
  return { role, token, userId: mentorId };
}

/** Logs in and stores the session, on this device for 30 days with Remember Me, else for this tab. */
export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: ({ role, token, userId }, { rememberMe = false }) =>
      saveAuth({ auth: token, userId, userType: role }, rememberMe),
  });
}
