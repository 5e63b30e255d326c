import type { EarlyRead } from '../lib/early-reads.ts';

/**
 * Runs on the student's profile page as soon as it arrives, apart from the app and importing nothing of
 * it: asks for the signed-in student's details, and then their picture (the page's largest element), while
 * the app's scripts are still downloading. The app takes the answer over (`takeEarlyRead`) instead of
 * asking again. Any doubt (no session, another role, blocked storage) and it does nothing: the app asks as
 * it always does.
 */

const PATH = '/students/student-details';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function preloadPicture(envelope: unknown): void {
  const data: unknown =
    typeof envelope === 'object' && envelope !== null ? Reflect.get(envelope, 'data') : null;
  const picture: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'profilePicture') : null;
  // Only a picture of this site: the answer is the server's, but nothing here needs to go anywhere else.
  if (typeof picture === 'string' && picture.startsWith('/') && !picture.startsWith('//')) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = picture;
  }
}

function startStudentDetails(): void {
  const token = readStored('auth');
  const id = readStored('userId');
  if (!token || !id || readStored('userType') !== 'Student') return;
  const body = JSON.stringify({ id });
  const response = fetch(`/api/v1${PATH}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body,
  });
  const read: EarlyRead = { path: PATH, body, token, startedAt: performance.now(), response };
  (window.earlyReads ??= []).push(read);
  response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then(preloadPicture)
    .catch(() => undefined);
}

startStudentDetails();
