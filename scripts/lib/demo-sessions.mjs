const LOGIN_PATHS = { student: 'students/login', mentor: 'mentors/login', admin: 'admin/login' };

/**
 * A demo user's session keys, as their role's sign-in page stores them, from a real login at `baseUrl`.
 * `logins` are the demo logins (`apps/server/src/db/demo-logins.ts`), passed in because this file is plain
 * JavaScript, shared by the benchmarks and the end-to-end tests.
 */
export async function demoSessionKeys(baseUrl, role, logins) {
  const response = await fetch(`${baseUrl}/api/v1/${LOGIN_PATHS[role]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The admin sign-in has no "remember me".
    body: JSON.stringify({
      email: logins[role],
      password: logins.password,
      ...(role === 'admin' ? {} : { rememberMe: true }),
    }),
  });
  const { data } = await response.json();
  if (!response.ok) throw new Error(`${role} login failed: ${response.status}`);
  if (role === 'student') return { auth: data.token, userId: data.studentId, userType: 'Student' };
  if (role === 'mentor') return { auth: data.token, userId: data.mentorId, userType: 'Mentor' };
  return { auth: data.token, adminId: data.userid };
}
